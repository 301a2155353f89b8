package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabGuideJson;
import org.ccw.labs.folder.Labs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * No lab without instructions a student can follow (read from its folder), and the guide reads the same as text and
 * as JSON.
 */
class LabGuideTest {

    static List<Lab> labs() {
        return Labs.all();
    }

    @ParameterizedTest
    @MethodSource("labs")
    void everyLabTeachesFromItsPaperWithStepsAndQuestions(Lab lab) {
        LabGuide guide = LabCatalogue.of(lab).guide();

        assertTrue(guide.goal().length() > 200, lab.id() + ": the goal explains the experiment in a paragraph");
        assertTrue(guide.source().matches(".*seeds? 00[0-4].*§\\d.*"),
            lab.id() + ": the source names the seed paper and its section: " + guide.source());
        assertTrue(guide.steps().size() >= 3, lab.id() + ": open, run and look, then check");
        assertTrue(guide.steps().get(0).text().contains("Lab > " + lab.id()),
            lab.id() + ": the first step says how to open the lab's scenario");
        assertTrue(guide.steps().stream().anyMatch(s -> s.text().contains("Run checks")),
            lab.id() + ": a step says when to run the checks");
        List<org.ccw.labs.folder.Question> predictions = LabCatalogue.of(lab).questions();
        assertTrue(predictions.size() >= 2, lab.id() + ": at least two prediction questions with checked answers");
        assertEquals(predictions.stream().map(org.ccw.labs.folder.Question::ask).toList(),
            guide.questions().subList(0, predictions.size()), lab.id() + ": the guide asks them first");
        guide.questions().subList(predictions.size(), guide.questions().size())
            .forEach(q -> assertTrue(q.endsWith("?"), lab.id() + ": a question to discuss: " + q));
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
        LabGuide guide = LabCatalogue.of(lab).guide();

        String text = guide.toText(lab.id(), LabCatalogue.of(lab).title(), 80);

        text.lines().forEach(line -> assertTrue(line.length() <= 80 || !line.strip().contains(" "),
            "wrapped at 80 columns: " + line));
        String unwrapped = text.replaceAll("\\s+", " ");
        assertTrue(unwrapped.startsWith("ssam-remote-read: " + LabCatalogue.of(lab).title()), text);
        for (int i = 0; i < guide.steps().size(); i++) {
            assertTrue(text.contains("  " + (i + 1) + ". " + guide.steps().get(i).title() + ":"), text);
        }
        for (String heading : List.of("Goal", "Steps", "What to look for", "What the paper found", "Questions")) {
            assertTrue(text.contains("\n" + heading + "\n"), heading + " in\n" + text);
        }
        assertTrue(unwrapped.contains(guide.paperFound()), "no word lost in wrapping");
        assertEquals(List.of("How the paper measured, and how this lab does",
            "Where the time goes (`workbench lab run ssam-remote-read --ledger`)"),
            guide.notes().stream().map(LabGuide.Note::heading).toList(), "the instructions' other sections, in order");
        for (LabGuide.Note note : guide.notes()) {
            assertTrue(text.contains("\n" + note.heading() + "\n"), note.heading() + " in\n" + text);
            note.paragraphs().forEach(p -> assertTrue(unwrapped.contains(p), "no word lost: " + p));
        }
        assertTrue(text.indexOf("How the paper measured") > text.indexOf("Questions\n"), "the notes follow the questions");
    }

    @Test
    void notesKeepParagraphsAndListItemsApartAndDropBoldMarkers() {
        LabGuide.Note how = LabCatalogue.of(Labs.byId("amii-loggp").orElseThrow()).guide().notes().get(0);

        assertEquals("How each figure is measured", how.heading());
        assertTrue(how.paragraphs().size() > 5, how.paragraphs()::toString);
        assertTrue(how.paragraphs().stream().anyMatch(p -> p.startsWith("- RTT: a ping-pong")), how.paragraphs()::toString);
        assertTrue(how.paragraphs().stream().noneMatch(p -> p.contains("**") || p.contains("\n")));
    }

    @Test
    void jsonHoldsTheWholeGuide() throws Exception {
        Lab lab = Labs.byId("dvcm-contention").orElseThrow();
        LabGuide guide = LabCatalogue.of(lab).guide();

        JsonNode json = new ObjectMapper().readTree(LabGuideJson.of(LabCatalogue.of(lab)));

        assertEquals("dvcm-contention", json.get("lab").asText());
        assertEquals(guide.goal(), json.get("goal").asText());
        assertEquals(guide.steps().size(), json.get("steps").size());
        assertEquals(guide.steps().get(1).title(), json.get("steps").get(1).get("title").asText());
        assertEquals(guide.questions().get(0), json.get("questions").get(0).asText());
        assertEquals(guide.paperFound(), json.get("paper_found").asText());
        assertEquals(guide.notes().size(), json.get("notes").size());
        for (int i = 0; i < guide.notes().size(); i++) {
            assertEquals(guide.notes().get(i).heading(), json.get("notes").get(i).get("heading").asText());
            assertEquals(guide.notes().get(i).text(), json.get("notes").get(i).get("text").asText());
        }
        assertEquals("DVCM (Rosu and Schwan)", json.get("paper").asText());
        assertEquals("contention", json.get("topic").asText());
        assertEquals(45, json.get("duration_minutes").asInt());
        JsonNode question = json.get("steps").get(1).get("question");
        assertEquals(List.of("token-pass", "event"), List.of(question.get("id").asText(), question.get("kind").asText()));
        assertEquals(3, json.get("steps").get(2).get("question").get("options").size());
        assertEquals("%", json.get("steps").get(3).get("question").get("unit").asText());
    }
}
