package org.jantaku.example.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** The server's HTTP API as a client sees it, for the tests: JSON answers with the status expected. */
public record Api(int port) {
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final ObjectMapper JSON = new ObjectMapper();

    public JsonNode get(String path) {
        return send(HttpRequest.newBuilder(uri(path)).GET(), 200);
    }

    public JsonNode post(String path, String body, int expected) {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)), expected);
    }

    /** The body of a GET as text (a game record's JSON lines). */
    public String text(String path) {
        return answer(HttpRequest.newBuilder(uri(path)).GET(), 200);
    }

    public String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** Waits (up to two minutes) until the table's game is over: its summary then. */
    public JsonNode finished(String id) throws InterruptedException {
        long deadline = System.nanoTime() + 120_000_000_000L;
        while (true) {
            JsonNode summary = get("/api/tables/" + id);
            if (summary.get("status").asText().equals("finished")) {
                return summary;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("table " + id + " did not finish in two minutes: " + summary);
            }
            Thread.sleep(50);
        }
    }

    private URI uri(String path) {
        return URI.create(url(path));
    }

    private JsonNode send(HttpRequest.Builder request, int expected) {
        try {
            return JSON.readTree(answer(request, expected));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String answer(HttpRequest.Builder request, int expected) {
        try {
            HttpResponse<String> r = HTTP.send(request.build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != expected) {
                throw new AssertionError(r.request().method() + " " + r.request().uri() + ": " + r.statusCode() + " " + r.body());
            }
            return r.body();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
