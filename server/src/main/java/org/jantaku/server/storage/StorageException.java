package org.jantaku.server.storage;

/** The database refused or failed a read or a write; the message says which and on what. */
public final class StorageException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public StorageException(String message, Throwable cause) {
        super(message, cause);
    }
}
