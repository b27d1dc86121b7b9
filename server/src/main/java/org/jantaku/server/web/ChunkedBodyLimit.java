package org.jantaku.server.web;

import io.javalin.http.ContentTooLargeResponse;
import jakarta.servlet.Filter;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ReadListener;
import jakarta.servlet.ServletException;
import jakarta.servlet.ServletInputStream;
import jakarta.servlet.ServletRequest;
import jakarta.servlet.ServletResponse;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletRequestWrapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The body limit for a body sent without a {@code Content-Length} (in chunks), which Javalin's own
 * limit does not see: the read that passes the limit throws Javalin's 413, answered by
 * {@link HttpErrors}.
 */
final class ChunkedBodyLimit implements Filter {
    private final long maxBytes;

    ChunkedBodyLimit(long maxBytes) {
        this.maxBytes = maxBytes;
    }

    @Override
    public void doFilter(ServletRequest request, ServletResponse response, FilterChain chain) throws IOException, ServletException {
        if (request instanceof HttpServletRequest http && http.getContentLengthLong() < 0 && http.getHeader("Transfer-Encoding") != null) {
            chain.doFilter(new Limited(http, maxBytes), response);
        } else {
            chain.doFilter(request, response);
        }
    }

    /** The request with its body read through a {@link LimitedInput}. */
    private static final class Limited extends HttpServletRequestWrapper {
        private final long maxBytes;
        private ServletInputStream in;

        Limited(HttpServletRequest request, long maxBytes) {
            super(request);
            this.maxBytes = maxBytes;
        }

        @Override
        public ServletInputStream getInputStream() throws IOException {
            if (in == null) {
                in = new LimitedInput(super.getInputStream(), maxBytes);
            }
            return in;
        }

        @Override
        public BufferedReader getReader() throws IOException {
            String encoding = getCharacterEncoding();
            Charset charset = encoding == null ? StandardCharsets.ISO_8859_1 : Charset.forName(encoding);
            return new BufferedReader(new InputStreamReader(getInputStream(), charset));
        }
    }

    /** A body stream that fails once more than the limit has been read. */
    private static final class LimitedInput extends ServletInputStream {
        private final ServletInputStream in;
        private long left;

        LimitedInput(ServletInputStream in, long maxBytes) {
            this.in = in;
            this.left = maxBytes;
        }

        @Override
        public int read() throws IOException {
            int b = in.read();
            if (b >= 0) {
                counted(1);
            }
            return b;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            int n = in.read(b, off, len);
            return n <= 0 ? n : counted(n);
        }

        private int counted(int n) {
            left -= n;
            if (left < 0) {
                throw new ContentTooLargeResponse();
            }
            return n;
        }

        @Override
        public boolean isFinished() {
            return in.isFinished();
        }

        @Override
        public boolean isReady() {
            return in.isReady();
        }

        @Override
        public void setReadListener(ReadListener listener) {
            in.setReadListener(listener);
        }
    }
}
