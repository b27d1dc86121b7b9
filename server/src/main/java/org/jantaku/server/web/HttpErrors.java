package org.jantaku.server.web;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import jakarta.servlet.DispatcherType;
import jakarta.servlet.RequestDispatcher;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Objects;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.handler.ErrorHandler;
import org.eclipse.jetty.servlet.FilterHolder;

/**
 * Every HTTP error of the server as {@code {"error": "what went wrong and where"}} in
 * {@code application/json; charset=utf-8} (docs/server.md), whoever answers it: Javalin (no such
 * path, a body over the limit, an unexpected exception) or Jetty, before Javalin sees the request (a
 * malformed request line or header, a URI or headers too long). An unexpected exception is logged
 * and answered 500 without its details.
 */
public final class HttpErrors {
    private static final Logger LOG = Logger.getLogger(HttpErrors.class.getName());
    private static final String JSON_TYPE = "application/json; charset=utf-8";

    private HttpErrors() {
    }

    /** Limits request bodies to {@code maxBodyBytes} (chunked ones too) and answers every error as JSON. */
    public static void install(JavalinConfig c, long maxBodyBytes) {
        c.http.maxRequestSize = maxBodyBytes;
        c.router.mount(r -> {
            r.exception(HttpResponseException.class, (e, ctx) -> answer(ctx, e.getStatus(), message(e, where(ctx), maxBodyBytes)));
            r.exception(Exception.class, (e, ctx) -> unexpected(ctx, e));
            // What Javalin answers with a status and no body: a body that ends early or is not valid
            // chunked encoding (Jetty reports both as an early end of file), and a java.lang.Error
            // (which Javalin logs).
            r.error(HttpStatus.BAD_REQUEST_400, ctx -> unanswered(ctx, "the body of " + where(ctx) + " ended early or is malformed"));
            r.error(HttpStatus.INTERNAL_SERVER_ERROR_500, ctx -> unanswered(ctx, internalError(ctx)));
        });
        c.jetty.clientAbortStatus = HttpStatus.BAD_REQUEST_400;
        c.jetty.modifyServer(server -> server.setErrorHandler(new JsonErrorHandler()));
        c.jetty.modifyServletContextHandler(context -> context.addFilter(new FilterHolder(new ChunkedBodyLimit(maxBodyBytes)), "/*",
                EnumSet.of(DispatcherType.REQUEST)));
    }

    private static String message(HttpResponseException e, String where, long maxBodyBytes) {
        return switch (e.getStatus()) {
            case HttpStatus.NOT_FOUND_404 -> "no such path: " + where;
            case HttpStatus.PAYLOAD_TOO_LARGE_413 -> "the body of " + where + " has more than " + maxBodyBytes + " bytes";
            default -> e.getMessage() + ": " + where;
        };
    }

    private static void unexpected(Context ctx, Exception e) {
        LOG.log(Level.SEVERE, "internal error answering " + where(ctx), e);
        answer(ctx, HttpStatus.INTERNAL_SERVER_ERROR_500, internalError(ctx));
    }

    private static String internalError(Context ctx) {
        return "internal error answering " + where(ctx) + " (the server's log has the details)";
    }

    private static void unanswered(Context ctx, String message) {
        if (ctx.resultInputStream() == null) {
            answer(ctx, ctx.statusCode(), message);
        }
    }

    private static String where(Context ctx) {
        return ctx.method().name() + " " + ctx.path();
    }

    private static void answer(Context ctx, int status, String message) {
        ctx.status(status).contentType(JSON_TYPE).result(json(message));
    }

    private static String json(String message) {
        return JsonNodeFactory.instance.objectNode().put("error", message).toString();
    }

    /** Jetty's own answers: a request it refuses while reading it, and errors its servlet layer sends. */
    private static final class JsonErrorHandler extends ErrorHandler {
        @Override
        public ByteBuffer badMessageError(int status, String reason, HttpFields.Mutable fields) {
            fields.put(HttpHeader.CONTENT_TYPE, JSON_TYPE);
            return ByteBuffer.wrap(json(badMessage(status, reason)).getBytes(StandardCharsets.UTF_8));
        }

        private String badMessage(int status, String reason) {
            String because = reason == null ? "" : ": " + reason;
            return switch (status) {
                case HttpStatus.BAD_REQUEST_400 -> "the request line or headers are malformed" + because;
                case HttpStatus.URI_TOO_LONG_414 -> "the request URI is longer than " + headerLimit() + " bytes";
                case HttpStatus.REQUEST_HEADER_FIELDS_TOO_LARGE_431 -> "the request headers are larger than " + headerLimit() + " bytes";
                default -> "the request could not be read (" + status + " " + HttpStatus.getMessage(status) + ")" + because;
            };
        }

        /** Jetty's limit on the request line and headers (one configuration for all of Javalin's connectors). */
        private int headerLimit() {
            return Arrays.stream(getServer().getConnectors())
                    .map(c -> c.getConnectionFactory(HttpConnectionFactory.class))
                    .filter(Objects::nonNull)
                    .mapToInt(f -> f.getHttpConfiguration().getRequestHeaderSize())
                    .findFirst().orElseGet(() -> new HttpConfiguration().getRequestHeaderSize());
        }

        @Override
        public void handle(String target, Request base, HttpServletRequest request, HttpServletResponse response) throws IOException {
            base.setHandled(true);
            int status = response.getStatus();
            String what = status + " " + HttpStatus.getMessage(status);
            Object reason = request.getAttribute(RequestDispatcher.ERROR_MESSAGE);
            if (reason != null && !reason.equals(HttpStatus.getMessage(status))) {
                what += ": " + reason;
            }
            response.setContentType(JSON_TYPE);
            response.getOutputStream().write(json("the request was refused (" + what + "): " + request.getMethod() + " "
                    + request.getRequestURI()).getBytes(StandardCharsets.UTF_8));
        }
    }
}
