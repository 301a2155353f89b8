package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** No lab without instructions a student can follow, and the guide reads the same as text and as JSON. */
class LabGuideTest {

    static List<Lab> labs() {
        return Labs.all();
    }

    @ParameterizedTest
    @MethodSource("labs")
    void everyLabTeachesFromItsPaperWithStepsAndQuestions(Lab lab) {
        LabGuide guide = lab.instructions();

        assertTrue(guide.goal().length() > 200, lab.id() + ": the goal explains the experiment in a paragraph");
        assertTrue(guide.source().matches(".*seeds? 00[0-4].*§\\d.*"),
            lab.id() + ": the source names the seed paper and its section: " + guide.source());
        assertTrue(guide.steps().size() >= 3, lab.id() + ": open, run and look, then check");
        assertTrue(guide.steps().get(0).text().contains("Lab > " + lab.id()),
            lab.id() + ": the first step says how to open the lab's scenario");
        assertTrue(guide.steps().stream().anyMatch(s -> s.text().contains("Run checks")),
            lab.id() + ": a step says when to run the checks");
        assertTrue(guide.questions().size() >= 2 && guide.questions().size() <= 3, lab.id() + ": 2-3 questions");
        guide.questions().forEach(q -> assertTrue(q.endsWith("?"), lab.id() + ": a question: " + q));
        assertFalse(guide.whatToLookFor().isBlank() || guide.paperFound().isBlank(), lab.id());
    }

    @ParameterizedTest
    @MethodSource("labs")
    void everyLabHasTheScenarioItsFirstStepOpens(Lab lab) {
        assertTrue(lab.scenario().isPresent(), lab.id() + " has a representative scenario to open");
    }

    @Test
    void textKeepsEveryPartWithinTheWidthAndNumbersTheSteps() {
        Lab lab = Labs.byId("ssam-remote-read").orElseThrow();
        LabGuide guide = lab.instructions();

        String text = guide.toText(lab, 80);

        text.lines().forEach(line -> assertTrue(line.length() <= 80 || !line.strip().contains(" "),
            "wrapped at 80 columns: " + line));
        String unwrapped = text.replaceAll("\\s+", " ");
        assertTrue(unwrapped.startsWith("ssam-remote-read: " + lab.title()), text);
        for (int i = 0; i < guide.steps().size(); i++) {
            assertTrue(text.contains("  " + (i + 1) + ". " + guide.steps().get(i).title() + ":"), text);
        }
        for (String heading : List.of("Goal", "Steps", "What to look for", "What the paper found", "Questions")) {
            assertTrue(text.contains("\n" + heading + "\n"), heading + " in\n" + text);
        }
        assertTrue(unwrapped.contains(guide.paperFound()), "no word lost in wrapping");
    }

    @Test
    void jsonHoldsTheWholeGuide() throws Exception {
        Lab lab = Labs.byId("dvcm-contention").orElseThrow();
        LabGuide guide = lab.instructions();

        JsonNode json = new ObjectMapper().readTree(guide.toJson(lab));

        assertEquals("dvcm-contention", json.get("lab").asText());
        assertEquals(guide.goal(), json.get("goal").asText());
        assertEquals(guide.steps().size(), json.get("steps").size());
        assertEquals(guide.steps().get(1).title(), json.get("steps").get(1).get("title").asText());
        assertEquals(guide.questions().get(0), json.get("questions").get(0).asText());
        assertEquals(guide.paperFound(), json.get("paper_found").asText());
    }
}
