package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.junit.jupiter.api.Test;

/** The lab browser's groups (by paper, by topic), its filter, and what it says of a lab. */
class LabBrowserModelTest {

    private final LabBrowserModel model = new LabBrowserModel(LabCatalogue.all());

    @Test
    void everyLabIsInOneGroupByPaperAndByTopic() {
        for (LabBrowserModel.Grouping grouping : LabBrowserModel.Grouping.values()) {
            List<LabBrowserModel.Group> groups = model.groups(grouping, "");
            assertEquals(LabCatalogue.all().size(), groups.stream().mapToInt(g -> g.labs().size()).sum());
            assertTrue(groups.size() > 1, grouping + " makes groups");
        }
        LabBrowserModel.Group ssam = model.groups(LabBrowserModel.Grouping.PAPER, "").stream()
            .filter(g -> g.name().startsWith("SSAM")).findFirst().orElseThrow();
        assertTrue(ssam.labs().stream().allMatch(l -> l.paper().equals(ssam.name())), "one paper per group");
        assertTrue(ssam.labs().stream().anyMatch(l -> l.id().equals("ssam-loss")));
    }

    @Test
    void theFilterKeepsLabsWithEveryWord() {
        List<LabBrowserModel.Group> loss = model.groups(LabBrowserModel.Grouping.TOPIC, "SSAM duplicates reorders");
        assertEquals(List.of("ssam-loss"), loss.stream().flatMap(g -> g.labs().stream()).map(LabFolder::id)
            .toList(), "words of its goal, in any case");
        assertTrue(model.groups(LabBrowserModel.Grouping.PAPER, "loss").stream().flatMap(g -> g.labs().stream())
            .map(LabFolder::id).toList().containsAll(List.of("ssam-loss", "atm-loss-cluster")));
        assertEquals(List.of(), model.groups(LabBrowserModel.Grouping.PAPER, "no-such-word"));
    }

    @Test
    void aLabsFactsAndProgress() {
        LabFolder loss = LabCatalogue.byId("ssam-loss").orElseThrow();
        assertEquals("30 min • 6 steps, 5 questions • reliability", LabBrowserModel.facts(loss));
        assertEquals("1 of 5 questions answered", LabBrowserModel.progress(loss, Map.of("lost-reply", "a",
            "first-drop", "")));
        assertEquals("1 h 30 min", LabBrowserModel.duration(90));
        assertEquals("1 h", LabBrowserModel.duration(60));
    }
}
