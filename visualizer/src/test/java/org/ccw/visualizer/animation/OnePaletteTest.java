package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import javafx.css.CssMetaData;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javax.xml.parsers.DocumentBuilderFactory;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.Stylesheets;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.SvgSurface;
import org.ccw.visualizer.timing.TimingPainter;
import org.ccw.visualizer.timing.TimingStyle;
import org.ccw.visualizer.timing.fx.CanvasSurface;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.w3c.dom.Element;

/**
 * One palette: the canvas (its CSS properties as the stylesheet resolves them), the timing diagram and the
 * exported file give every message kind the same colour, and a theme over the stylesheet re-colours the canvas.
 */
@ExtendWith(ApplicationExtension.class)
class OnePaletteTest {
    /** Every kind the trace uses today, and one no stack uses yet. */
    private static final List<String> KINDS = List.of("request", "reply", "ack", "bulk", "data", "control", "frame",
        "a-new-kind");
    private static final Pattern LAYER_RULE = Pattern.compile("\\.animation-layer\\s*\\{([^}]*)}");
    private static final Pattern POINTER = Pattern.compile("(-ccw-anim-[a-z-]+)\\s*:\\s*(-ccw-[a-z0-9-]+)\\s*;");

    private AnimationLayer layer;
    private Scene scene;

    @Start
    void start(Stage stage) {
        layer = new AnimationLayer();
        scene = new Scene(new StackPane(layer), 200, 100);
        scene.getStylesheets().add(Stylesheets.defaultTheme());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theCanvasTheTimingDiagramAndTheExportAgreeOnEveryKind(FxRobot robot) throws Exception {
        robot.interact(layer::applyCss);

        for (String kind : KINDS) {
            Color canvas = layer.colourOf(kind);
            Color timing = CanvasSurface.colour(TimingStyle.colour(kind));
            String exported = svgStroke(s -> TimingPainter.arrowSample(s, 0, 5, kind, false));
            assertEquals(timing, canvas, kind + ": canvas and timing diagram");
            assertEquals(TimingStyle.colour(kind).hex(), exported, kind + ": timing diagram and export");
        }
        assertEquals(ColourPalette.standard().colour("-ccw-drop").hex(),
            svgStroke(s -> TimingPainter.dropSample(s, 0, 5)), "a drop's cross in the export");
    }

    /** Each of the layer's colours is the named colour its rule in workbench.css points at: none is its own. */
    @Test
    void everyColourOfTheCanvasIsANamedColourOfTheStylesheet(FxRobot robot) throws IOException {
        robot.interact(layer::applyCss);

        Map<String, String> pointers = layerPointers();
        Map<String, Color> resolved = colourProperties();
        assertEquals(pointers.keySet(), resolved.keySet(), "the rule sets every colour property of the layer");
        pointers.forEach((property, variable) -> assertEquals(
            CanvasSurface.colour(ColourPalette.standard().colour(variable)), resolved.get(property), property));
    }

    @Test
    void theLectureThemeReColoursTheCanvas(FxRobot robot) throws IOException {
        ColourPalette lecture = ColourPalette.parse(resource("lecture.css"));
        robot.interact(() -> {
            scene.getStylesheets().add(Stylesheets.lectureTheme());
            layer.applyCss();
        });

        int recoloured = 0;
        for (String kind : KINDS) {
            String variable = ColourPalette.kindVariable(kind);
            if (lecture.colours().containsKey(variable)) {
                assertNotEquals(ColourPalette.standard().colour(variable), lecture.colour(variable), variable);
                assertEquals(CanvasSurface.colour(lecture.colour(variable)), layer.colourOf(kind), kind);
                recoloured++;
            }
        }
        assertFalse(recoloured == 0, "the lecture theme re-colours some kinds");
    }

    @SuppressWarnings("unchecked")
    private Map<String, Color> colourProperties() {
        Map<String, Color> colours = new LinkedHashMap<>();
        for (CssMetaData<?, ?> meta : layer.getCssMetaData()) {
            if (meta.getProperty().startsWith("-ccw-anim-") && meta.getInitialValue(null) instanceof Color) {
                colours.put(meta.getProperty(),
                    ((CssMetaData<AnimationLayer, Color>) meta).getStyleableProperty(layer).getValue());
            }
        }
        return colours;
    }

    private static Map<String, String> layerPointers() throws IOException {
        Matcher rule = LAYER_RULE.matcher(resource("workbench.css"));
        rule.find();
        Map<String, String> pointers = new LinkedHashMap<>();
        Matcher pointer = POINTER.matcher(rule.group(1));
        while (pointer.find()) {
            pointers.put(pointer.group(1), pointer.group(2));
        }
        return pointers;
    }

    /** The stroke of the first line {@code paint} draws, as the SVG export writes it. */
    private static String svgStroke(Consumer<DrawingSurface> paint) throws Exception {
        SvgSurface svg = new SvgSurface(40, 10);
        paint.accept(svg);
        Element line = (Element) DocumentBuilderFactory.newInstance().newDocumentBuilder()
            .parse(new ByteArrayInputStream(svg.toXml().getBytes(StandardCharsets.UTF_8)))
            .getElementsByTagName("line").item(0);
        return line.getAttribute("stroke");
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = ColourPalette.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
