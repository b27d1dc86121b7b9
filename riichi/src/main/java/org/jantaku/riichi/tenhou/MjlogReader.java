package org.jantaku.riichi.tenhou;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.zip.GZIPInputStream;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads a Tenhou mjlog (the XML game log, {@code <mjloggm ver="2.3">}) into an {@link Mjlog}.
 *
 * <p>The header tags {@code SHUFFLE}, {@code GO}, {@code UN} (the first one, when it comes before any
 * event) and {@code TAIKYOKU} become the log's fields; {@code GO} and {@code TAIKYOKU} are required. Every other tag becomes a
 * {@link MjlogEvent}, in file order: {@code INIT}, draws {@code T/U/V/W<id>}, discards
 * {@code D/E/F/G<id>}, {@code N} (a {@link Call}, or a {@link Nuki} in a three-player game), {@code REACH},
 * {@code DORA}, {@code AGARI}, {@code RYUUKYOKU},
 * {@code BYE} and the other {@code UN} tags (reconnections). Any other tag is an error: nothing in a log
 * is silently dropped. Attributes the reader does not know are ignored.
 *
 * <p>The reader checks the syntax and the ranges of values (seats 0-3, tile ids 0-135, valid meld
 * codes, list lengths), not the game's logic (whether a discarded tile was held, etc.). Errors are
 * {@link MjlogException}s naming the source, the tag and the attribute. A gzip-compressed log (as
 * Tenhou serves them) is recognised by its magic bytes and decompressed.
 */
public final class MjlogReader {
    private MjlogReader() {
    }

    /** Reads a log file; the path is the source name in messages. */
    public static Mjlog read(Path path) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return read(in, path.toString());
        }
    }

    /**
     * Reads a log from a stream (plain or gzip-compressed XML), not closing it.
     *
     * @param sourceName the name used in error messages and kept as {@link Mjlog#sourceName()}
     * @throws MjlogException when the log is malformed or cannot be read
     */
    public static Mjlog read(InputStream in, String sourceName) {
        try {
            return new Parse(sourceName).run(maybeGunzip(in));
        } catch (IOException e) {
            throw new MjlogException(sourceName + ": cannot read: " + e.getMessage(), sourceName, null, null, e);
        }
    }

    private static InputStream maybeGunzip(InputStream in) throws IOException {
        BufferedInputStream b = new BufferedInputStream(in);
        b.mark(2);
        int b0 = b.read();
        int b1 = b.read();
        b.reset();
        return b0 == 0x1f && b1 == 0x8b ? new GZIPInputStream(b) : b;
    }

    private static XMLInputFactory factory() {
        XMLInputFactory f = XMLInputFactory.newFactory();
        f.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        f.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        f.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
        return f;
    }

    /** The state of one read. */
    private static final class Parse {
        private final String source;
        private final List<MjlogEvent> events = new ArrayList<>();
        private String version = "";
        private Optional<Shuffle> shuffle = Optional.empty();
        private GameType type;
        private OptionalInt lobby = OptionalInt.empty();
        private Optional<String> unknownRules = Optional.empty();
        private List<Player> players = List.of();
        private boolean seenUn;
        private Integer firstDealer;
        private int index;
        private String lastTag;

        Parse(String source) {
            this.source = source;
        }

        Mjlog run(InputStream in) {
            XMLStreamReader r = null;
            try {
                r = factory().createXMLStreamReader(in);
                int depth = 0;
                boolean sawRoot = false;
                while (r.hasNext()) {
                    int ev = r.next();
                    if (ev == XMLStreamConstants.START_ELEMENT) {
                        Element e = element(r);
                        if (depth == 0) {
                            if (sawRoot || !e.name().equals("mjloggm")) {
                                throw e.error("the root element must be <mjloggm>");
                            }
                            sawRoot = true;
                            version = e.optionalString("ver").orElse("");
                        } else if (depth == 1) {
                            tag(e);
                        } else {
                            throw e.error("unexpected element nested inside <" + lastTag + ">");
                        }
                        if (depth >= 1) {
                            lastTag = e.name();
                        }
                        depth++;
                    } else if (ev == XMLStreamConstants.END_ELEMENT) {
                        depth--;
                    }
                }
                if (!sawRoot) {
                    throw new MjlogException(source + ": no <mjloggm> root element", source, null, null, null);
                }
            } catch (XMLStreamException e) {
                throw malformed(e);
            } finally {
                close(r);
            }
            if (type == null) {
                throw missing("GO");
            }
            if (firstDealer == null) {
                throw missing("TAIKYOKU");
            }
            return new Mjlog(source, version, shuffle, type, lobby, players, firstDealer, events, unknownRules);
        }

        /**
         * Why a game's rules are not known: a custom lobby's own rule ({@code csrule}), a lobby other than
         * the ranked rooms' 0, or type bits above the eight {@link GameType} reads.
         */
        private static Optional<String> unknownRules(int bits, OptionalInt lobby, Optional<String> csrule) {
            if (csrule.isPresent()) {
                return Optional.of("custom lobby rule <GO csrule=\"" + csrule.get() + "\">");
            }
            if (lobby.isPresent() && lobby.getAsInt() != 0) {
                return Optional.of("custom lobby " + lobby.getAsInt() + " (<GO lobby>), whose rules the log does not"
                        + " give");
            }
            if ((bits & ~0xFF) != 0) {
                return Optional.of("game type bits 0x" + Integer.toHexString(bits & ~0xFF) + " of <GO type=\"" + bits
                        + "\"> name no rule the project knows");
            }
            return Optional.empty();
        }

        private MjlogException missing(String tag) {
            return new MjlogException(source + ": the log has no <" + tag + "> tag", source, tag, null, null);
        }

        private MjlogException malformed(XMLStreamException e) {
            Location l = e.getLocation();
            String at = l == null ? "" : " at line " + l.getLineNumber() + ", column " + l.getColumnNumber();
            String after = lastTag == null ? "" : " (after <" + lastTag + ">, element " + (index - 1) + ")";
            String msg = e.getMessage();
            // StAX prefixes its message with "ParseError at [row,col]:[..]\nMessage: "; keep the message.
            int cut = msg == null ? -1 : msg.indexOf("Message: ");
            String reason = msg == null ? "malformed XML" : cut >= 0 ? msg.substring(cut + 9) : msg;
            return new MjlogException(source + ": malformed XML" + at + after + ": " + reason, source, lastTag,
                    null, e);
        }

        private Element element(XMLStreamReader r) {
            Map<String, String> attrs = new LinkedHashMap<>();
            for (int i = 0; i < r.getAttributeCount(); i++) {
                attrs.put(r.getAttributeLocalName(i), r.getAttributeValue(i));
            }
            Location l = r.getLocation();
            int line = l == null ? -1 : l.getLineNumber();
            int column = l == null ? -1 : l.getColumnNumber();
            String name = r.getLocalName();
            Element e = new Element(source, name, index, line, column, attrs);
            index++;
            return e;
        }

        private void tag(Element e) {
            try {
                switch (e.name()) {
                    case "SHUFFLE" -> shuffle = Optional.of(new Shuffle(e.string("seed"),
                            e.optionalString("ref").orElse("")));
                    case "GO" -> {
                        int bits = e.integer("type");
                        if (bits < 0) {
                            throw e.error("type", "cannot be negative", null);
                        }
                        type = new GameType(bits);
                        lobby = e.optionalInteger("lobby");
                        unknownRules = unknownRules(bits, lobby, e.optionalString("csrule"));
                    }
                    case "UN" -> un(e);
                    case "TAIKYOKU" -> firstDealer = e.seat("oya");
                    case "INIT" -> events.add(Init.parse(e));
                    case "N" -> events.add(Nuki.isNuki(e.integer("m")) ? Nuki.parse(e) : Call.parse(e));
                    case "REACH" -> events.add(Riichi.parse(e));
                    case "DORA" -> events.add(Dora.parse(e));
                    case "AGARI" -> events.add(Agari.parse(e));
                    case "RYUUKYOKU" -> events.add(Ryuukyoku.parse(e));
                    case "BYE" -> events.add(Disconnect.parse(e));
                    default -> events.add(drawOrDiscard(e));
                }
            } catch (IllegalArgumentException ex) {
                // A record's own check that the attribute getters did not anticipate.
                throw e.error(ex.getMessage(), ex);
            }
        }

        private MjlogEvent drawOrDiscard(Element e) {
            String name = e.name();
            int draw = "TUVW".indexOf(name.charAt(0));
            int discard = "DEFG".indexOf(name.charAt(0));
            boolean digits = name.length() > 1 && name.substring(1).chars().allMatch(c -> c >= '0' && c <= '9');
            if ((draw < 0 && discard < 0) || !digits) {
                throw e.error("unknown tag (expected a draw T/U/V/W or discard D/E/F/G followed by a tile id,"
                        + " or one of INIT N REACH DORA AGARI RYUUKYOKU BYE UN GO TAIKYOKU SHUFFLE)");
            }
            int id;
            try {
                id = Integer.parseInt(name.substring(1));
            } catch (NumberFormatException ex) {
                throw e.error("tile id '" + name.substring(1) + "' is not an integer", ex);
            }
            var tile = e.tileOf(null, id);
            return draw >= 0 ? new Draw(draw, tile) : new Discard(discard, tile);
        }

        private void un(Element e) {
            if (!seenUn && events.isEmpty()) {
                seenUn = true;
                players = players(e);
                return;
            }
            for (int s = 0; s < 4; s++) {
                if (e.has("n" + s)) {
                    events.add(new Reconnect(s, name(e, "n" + s)));
                }
            }
        }

        private List<Player> players(Element e) {
            List<String> dan = e.has("dan") ? split(e.string("dan")) : List.of();
            List<String> rate = e.has("rate") ? split(e.string("rate")) : List.of();
            List<String> sx = e.has("sx") ? split(e.string("sx")) : List.of();
            List<Player> out = new ArrayList<>(4);
            for (int s = 0; s < 4; s++) {
                String name = e.has("n" + s) ? name(e, "n" + s) : "";
                OptionalInt d = OptionalInt.empty();
                if (s < dan.size() && !dan.get(s).isEmpty()) {
                    try {
                        d = OptionalInt.of(Integer.parseInt(dan.get(s)));
                    } catch (NumberFormatException ex) {
                        throw e.error("dan", "item " + (s + 1) + " '" + dan.get(s) + "' is not an integer", ex);
                    }
                }
                OptionalDouble rt = OptionalDouble.empty();
                if (s < rate.size() && !rate.get(s).isEmpty()) {
                    try {
                        rt = OptionalDouble.of(Double.parseDouble(rate.get(s)));
                    } catch (NumberFormatException ex) {
                        throw e.error("rate", "item " + (s + 1) + " '" + rate.get(s) + "' is not a number", ex);
                    }
                }
                Optional<String> sex = s < sx.size() && !sx.get(s).isEmpty() ? Optional.of(sx.get(s)) : Optional.empty();
                out.add(new Player(name, d, rt, sex));
            }
            return List.copyOf(out);
        }

        private static List<String> split(String s) {
            return List.of(s.split(",", -1)).stream().map(String::trim).toList();
        }

        private static String name(Element e, String attribute) {
            try {
                return URLDecoder.decode(e.string(attribute), StandardCharsets.UTF_8);
            } catch (IllegalArgumentException ex) {
                throw e.error(attribute, "bad URL encoding: " + ex.getMessage(), ex);
            }
        }

        private static void close(XMLStreamReader r) {
            if (r != null) {
                try {
                    r.close();
                } catch (XMLStreamException ignored) {
                    // nothing more to report
                }
            }
        }
    }
}
