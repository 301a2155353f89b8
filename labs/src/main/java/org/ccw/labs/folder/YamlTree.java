package org.ccw.labs.folder;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;

/**
 * A YAML (or JSON, which YAML reads too) document a person wrote, read into a tree that remembers the line each
 * field is on, so that a problem found later is reported as {@code lab.yaml:12: steps[2].question.number.unit:
 * 'furlongs' is not a unit}. Scalars stay text; the reader of each field decides what it must be.
 */
public final class YamlTree {
    private static final YAMLFactory YAML = new YAMLFactory();

    private final String file;
    private final JsonNode root;
    private final Map<String, Integer> lines;

    private YamlTree(String file, JsonNode root, Map<String, Integer> lines) {
        this.file = file;
        this.root = root;
        this.lines = lines;
    }

    /**
     * Reads {@code text}, the contents of {@code file} (the name errors give).
     *
     * @throws LabFormatException for text that is not YAML, naming the line
     */
    public static YamlTree parse(String file, String text) {
        Map<String, Integer> lines = new HashMap<>();
        try (JsonParser parser = YAML.createParser(text)) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new LabFormatException(file, 0, "", "the file is empty");
            }
            JsonNode root = read(file, parser, "", lines);
            return new YamlTree(file, root, lines);
        } catch (JsonProcessingException e) {
            int line = e.getLocation() == null ? 0 : e.getLocation().getLineNr();
            // SnakeYAML's message: what it was doing, what it found, then where (which the line number says)
            String what = e.getOriginalMessage().lines().filter(l -> !l.isBlank() && !l.startsWith(" "))
                    .map(String::strip).collect(java.util.stream.Collectors.joining(": "));
            throw new LabFormatException(file, line, "", "not valid YAML: " + what);
        } catch (IOException e) {
            throw new LabFormatException(file, 0, "", "cannot be read: " + e.getMessage());
        }
    }

    private static JsonNode read(String file, JsonParser parser, String path, Map<String, Integer> lines)
            throws IOException {
        lines.putIfAbsent(path, parser.currentTokenLocation().getLineNr());
        // A person's file needs no anchors or aliases, and an alias is how a small file grows huge ("billion laughs")
        if (parser instanceof YAMLParser yaml && (yaml.isCurrentAlias() || yaml.getObjectId() != null)) {
            throw new LabFormatException(file, parser.currentTokenLocation().getLineNr(), path, "YAML anchors and "
                    + "aliases (& and *) are not allowed here: write each value out");
        }
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        switch (parser.currentToken()) {
            case START_OBJECT -> {
                ObjectNode object = nodes.objectNode();
                while (parser.nextToken() == JsonToken.FIELD_NAME) {
                    String name = parser.currentName();
                    String child = path.isEmpty() ? name : path + "." + name;
                    if (object.has(name)) {
                        // YAML would keep the last quietly: a second answer to one question, a step's field twice
                        throw new LabFormatException(file, parser.currentTokenLocation().getLineNr(), child,
                                "given twice (first on line " + lines.get(child) + "): keep one");
                    }
                    lines.put(child, parser.currentTokenLocation().getLineNr());
                    parser.nextToken();
                    object.set(name, read(file, parser, child, lines));
                }
                return object;
            }
            case START_ARRAY -> {
                ArrayNode array = nodes.arrayNode();
                int i = 0;
                while (parser.nextToken() != JsonToken.END_ARRAY) {
                    array.add(read(file, parser, path + "[" + i++ + "]", lines));
                }
                return array;
            }
            case VALUE_NULL -> {
                return nodes.nullNode();
            }
            default -> {
                return nodes.textNode(parser.getText());
            }
        }
    }

    /** The file's name as errors give it. */
    public String file() {
        return file;
    }

    /** The whole document. */
    public JsonNode root() {
        return root;
    }

    /** The line {@code path} (e.g. {@code steps[2].question.id}) starts on; 0 when the path is not in the file. */
    public int line(String path) {
        return lines.getOrDefault(path, 0);
    }

    /** An error at {@code path}. */
    public LabFormatException error(String path, String problem) {
        return new LabFormatException(file, line(path), path, problem);
    }
}
