package org.jantaku.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/**
 * A small HTTP client for the tests: status, body and headers of a request. Public, in the server's test-jar, for the
 * tests of modules that run the server (example-variant).
 */
public final class Http {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();
    /** A request not answered within this fails the test (a stalled server must not hang it). */
    private static final java.time.Duration TIMEOUT = java.time.Duration.ofSeconds(10);

    public record Answer(int status, String body, java.net.http.HttpHeaders headers) {
        public Answer(int status, String body) {
            this(status, body, java.net.http.HttpHeaders.of(java.util.Map.of(), (a, b) -> true));
        }

        public java.util.Optional<String> header(String name) {
            return headers.firstValue(name);
        }

        public JsonNode json() {
            try {
                return JSON.readTree(body);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + body, e);
            }
        }

        /** This answer, when its status is {@code expected}; else the test fails with the status and the body. */
        public Answer expect(int expected) {
            if (status != expected) {
                throw new AssertionError("the answer is " + status + ", not " + expected + ": " + body);
            }
            return this;
        }
    }

    private Http() {
    }

    /** The address of {@code path} on a server of this machine. */
    public static String url(int port, String path) {
        return "http://localhost:" + port + path;
    }

    public static Answer get(int port, String path) {
        return send(HttpRequest.newBuilder(URI.create(url(port, path))).timeout(TIMEOUT).GET().build());
    }

    public static Answer post(int port, String path, String body) {
        return send(HttpRequest.newBuilder(URI.create(url(port, path))).timeout(TIMEOUT)
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    /** A POST with {@code Authorization: Bearer KEY}. */
    public static Answer post(int port, String path, String body, String key) {
        return send(HttpRequest.newBuilder(URI.create(url(port, path))).timeout(TIMEOUT)
                .header("Content-Type", "application/json").header("Authorization", "Bearer " + key)
                .POST(HttpRequest.BodyPublishers.ofString(body)).build());
    }

    private static Answer send(HttpRequest r) {
        try {
            HttpResponse<String> a = HTTP.send(r, HttpResponse.BodyHandlers.ofString());
            return new Answer(a.statusCode(), a.body(), a.headers());
        } catch (IOException e) {
            throw new AssertionError("request failed: " + r.uri(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
