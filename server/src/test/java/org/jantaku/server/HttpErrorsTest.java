package org.jantaku.server;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every HTTP error of the server is {@code {"error": "..."}} as JSON (docs/server.md), whoever answers
 * it: Javalin (404, 413, 500) or Jetty before Javalin sees the request (400, 414, 431). The requests
 * go over a raw socket, so the server sees exactly the bytes written here.
 */
class HttpErrorsTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    /** {@code application/json; charset=utf-8} as Jetty writes it (without the space, which means the same). */
    private static final String JSON_TYPE = "application/json;charset=utf-8";

    @TempDir
    Path dir;
    private JantakuServer server;

    /** The raw answer: status, headers (names in lower case) and body. */
    private record Raw(int status, Map<String, String> headers, String body) {
        JsonNode json() throws IOException {
            return JSON.readTree(body);
        }

        /** The error message, after checking the status and the shape. */
        String error(int expected) throws IOException {
            assertThat(status).as(body).isEqualTo(expected);
            assertThat(headers.getOrDefault("content-type", "").replace(" ", "").toLowerCase(Locale.ROOT)).as("content type of %s", body)
                    .isEqualTo(JSON_TYPE);
            JsonNode j = json();
            assertThat(j.isObject()).as(body).isTrue();
            assertThat(j.size()).as("only the error: %s", body).isEqualTo(1);
            return j.get("error").asText();
        }
    }

    @BeforeEach
    void start() {
        HandCalculator failing = (request, lang) -> {
            if (request.contains("error")) {
                throw new StackOverflowError("deep");
            }
            throw new IllegalStateException("the calculator broke on " + request);
        };
        server = JantakuServer.start(new ServerConfig(0, "jdbc:sqlite:" + dir.resolve("jantaku.db"), TestServers.FAST,
                Optional.of(failing)));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void anUnknownPathIsNotFoundAsJson() throws IOException {
        assertThat(get("/api/nope").error(404)).isEqualTo("no such path: GET /api/nope");
        assertThat(get("/nope.html", "Accept: text/html").error(404)).isEqualTo("no such path: GET /nope.html");
        assertThat(request("DELETE /api/tables HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").error(404))
                .isEqualTo("no such path: DELETE /api/tables");
    }

    @Test
    void theApisOwnRefusalsKeepTheirShape() throws IOException {
        assertThat(get("/api/tables/t-none").error(404)).contains("t-none");
        assertThat(post("/api/tables", "{nope").error(400)).startsWith("the body is not JSON");
    }

    @Test
    void aBodyOverTheLimitIsRefusedAsJson() throws IOException {
        assertThat(post("/api/tables", "{\"preset\":\"" + "x".repeat(100 * 1024) + "\"}").error(413))
                .isEqualTo("the body of POST /api/tables has more than 65536 bytes");
    }

    @Test
    void aChunkedBodyOverTheLimitIsRefusedAsJson() throws IOException {
        String chunk = "1000\r\n" + "x".repeat(4096) + "\r\n";
        assertThat(chunked("/api/tables", chunk.repeat(25) + "0\r\n\r\n").error(413))
                .isEqualTo("the body of POST /api/tables has more than 65536 bytes");
        assertThat(chunked("/api/tables", "5\r\n{nope\r\n0\r\n\r\n").error(400)).as("a small chunked body is read")
                .startsWith("the body is not JSON");
    }

    @Test
    void aBodyThatIsNotValidChunkedEncodingIsABadRequestAsJson() throws IOException {
        assertThat(chunked("/api/tables", "zz\r\n{nope\r\n0\r\n\r\n").error(400))
                .isEqualTo("the body of POST /api/tables ended early or is malformed");
    }

    @Test
    void anUnexpectedFailureIsAnInternalErrorWithoutDetails() throws IOException {
        String internal = "internal error answering POST /api/score (the server's log has the details)";
        Raw a = post("/api/score", "{\"hand\":\"123m\"}");
        assertThat(a.error(500)).isEqualTo(internal);
        assertThat(a.body()).doesNotContain("calculator broke").doesNotContain("Exception").doesNotContain("at org.");
        assertThat(post("/api/score", "{\"error\":1}").error(500)).as("a java.lang.Error too").isEqualTo(internal);
    }

    @Test
    void deeplyNestedJsonIsNeverAnInternalError() throws IOException {
        assertThat(post("/api/tables", "[".repeat(5000)).error(400)).startsWith("the body is not JSON");
    }

    @Test
    void aGarbageRequestLineIsABadRequestAsJson() throws IOException {
        String malformed = "the request line or headers are malformed";
        assertThat(request("\u0001\u0002 garbage \u0003\r\n\r\n").error(400)).startsWith(malformed);
        assertThat(get("/api/health", "Bad Header Name: 1").error(400)).startsWith(malformed);
        assertThat(request("GET /api/health HTTP/2.5\r\nHost: x\r\n\r\n").error(505))
                .isEqualTo("the request could not be read (505 HTTP Version Not Supported): Unknown Version");
    }

    @Test
    void aRequestJettysServletLayerRefusesIsABadRequestAsJson() throws IOException {
        assertThat(get("*").error(400)).isEqualTo("the request was refused (400 Bad Request): GET *");
    }

    @Test
    void aUriTooLongIsRefusedAsJson() throws IOException {
        assertThat(get("/api/" + "a".repeat(20 * 1024)).error(414)).isEqualTo("the request URI is longer than 8192 bytes");
    }

    @Test
    void headersTooLargeAreRefusedAsJson() throws IOException {
        String[] headers = new String[100];
        for (int i = 0; i < headers.length; i++) {
            headers[i] = "X-Filler-" + i + ": " + "h".repeat(1000);
        }
        assertThat(get("/api/health", headers).error(431)).isEqualTo("the request headers are larger than 8192 bytes");
    }

    private Raw get(String path, String... headers) throws IOException {
        StringBuilder head = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: x\r\n");
        for (String h : headers) {
            head.append(h).append("\r\n");
        }
        return request(head + "Connection: close\r\n\r\n");
    }

    private Raw post(String path, String body) throws IOException {
        byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
        return request("POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " + bytes.length
                + "\r\nConnection: close\r\n\r\n" + body);
    }

    private Raw chunked(String path, String chunks) throws IOException {
        return request("POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n"
                + "Connection: close\r\n\r\n" + chunks);
    }

    /** Writes the text as ISO-8859-1 bytes and reads the answer until the server closes the connection. */
    private Raw request(String text) throws IOException {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("localhost", server.port()), 5000);
            s.setSoTimeout(10_000);
            OutputStream out = s.getOutputStream();
            try {
                out.write(text.getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (SocketException e) {
                // the server may answer and close before it has read everything; its answer is still there
            }
            return parse(readAll(s.getInputStream()));
        }
    }

    private static byte[] readAll(InputStream in) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        byte[] buf = new byte[8192];
        try {
            for (int n; (n = in.read(buf)) >= 0;) {
                b.write(buf, 0, n);
            }
        } catch (SocketException e) {
            // a reset after the answer: keep what was read
        }
        return b.toByteArray();
    }

    private static Raw parse(byte[] answer) {
        String text = new String(answer, StandardCharsets.ISO_8859_1);
        int end = text.indexOf("\r\n\r\n");
        assertThat(end).as("an HTTP answer: %s", text).isPositive();
        String[] head = text.substring(0, end).split("\r\n");
        int status = Integer.parseInt(head[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < head.length; i++) {
            int colon = head[i].indexOf(':');
            headers.put(head[i].substring(0, colon).strip().toLowerCase(Locale.ROOT), head[i].substring(colon + 1).strip());
        }
        byte[] rest = text.substring(end + 4).getBytes(StandardCharsets.ISO_8859_1);
        String body = "chunked".equalsIgnoreCase(headers.get("transfer-encoding")) ? unchunk(rest) : new String(rest, StandardCharsets.UTF_8);
        return new Raw(status, headers, body);
    }

    private static String unchunk(byte[] bytes) {
        String text = new String(bytes, StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int at = 0;
        while (true) {
            int eol = text.indexOf("\r\n", at);
            int size = Integer.parseInt(text.substring(at, eol).strip(), 16);
            if (size == 0) {
                return out.toString(StandardCharsets.UTF_8);
            }
            out.write(bytes, eol + 2, size);
            at = eol + 2 + size + 2;
        }
    }
}
