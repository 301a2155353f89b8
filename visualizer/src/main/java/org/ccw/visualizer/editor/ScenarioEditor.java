package org.ccw.visualizer.editor;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.NamedElement;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.edit.ClusterEditing;
import org.ccw.model.naming.ElementIds;
import org.ccw.model.naming.ElementPaths;
import org.ccw.model.units.FeatureSpec;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.layout.ClusterLayout;
import org.ccw.visualizer.outline.OutlineNode;
import org.ccw.visualizer.topology.ElementKind;
import org.ccw.visualizer.topology.TopologyGestures;
import org.ccw.visualizer.topology.TopologyViewModel;
import org.eclipse.emf.common.command.BasicCommandStack;
import org.eclipse.emf.common.command.Command;
import org.eclipse.emf.common.command.CommandWrapper;
import org.eclipse.emf.common.command.CompoundCommand;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.EStructuralFeature;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.eclipse.emf.edit.command.DeleteCommand;
import org.eclipse.emf.edit.command.SetCommand;
import org.eclipse.emf.edit.domain.AdapterFactoryEditingDomain;

/**
 * The editor's view-model for one open scenario. Every change to the model — creating from the palette,
 * linking, moving, deleting, a property edit, pinning, an automatic layout — is one EMF.Edit command on the
 * domain's command stack, so each can be undone and redone and the stack's save point says whether there are
 * unsaved changes. After every command the canvas's diagram, the outline and the problems list are rebuilt from
 * the model, so views never drift from it.
 *
 * <p>Refused edits (a value out of its range, a switch with no free port) change nothing and leave a one-line
 * {@link #messageProperty() message} naming the element, the limit and the unit. Needs no window: tested
 * directly, while the views only bind to it.
 */
public final class ScenarioEditor {

    /** Gap left between the drawing and a node created by a palette click, px: room for a NIC and a label. */
    static final double FREE_SPOT_GAP_PX = 140;

    private final Scenario scenario;
    private final AdapterFactoryEditingDomain domain;
    private final BasicCommandStack stack;
    private final TopologyViewModel topology = new TopologyViewModel();
    private final ReadOnlyObjectWrapper<OutlineNode> outline = new ReadOnlyObjectWrapper<>(this, "outline");
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private final ObservableList<EObject> selection = FXCollections.observableArrayList();
    /*
     * The read-only views handed out, made once: an unmodifiable wrapper listens to its source only weakly, so
     * a fresh wrapper per call — and every listener added to it — would be garbage-collected with it, and a
     * view bound to the selection (the property sheet) would silently stop following it.
     */
    private final ObservableList<Problem> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ObservableList<EObject> selectionView = FXCollections.unmodifiableObservableList(selection);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper(this, "undoLabel", "");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper(this, "redoLabel", "");
    private final List<Runnable> changeListeners = new ArrayList<>();

    /** An editor over {@code scenario} with a fresh command stack (see {@link ClusterEditing#createDomain}). */
    public ScenarioEditor(Scenario scenario) {
        this.scenario = Objects.requireNonNull(scenario, "scenario");
        if (scenario.getCluster() == null) {
            // Files may omit the cluster; the editor needs somewhere to put what the user draws.
            Cluster cluster = org.ccw.model.cluster.ClusterFactory.eINSTANCE.createCluster();
            cluster.setName("cluster");
            scenario.setCluster(cluster);
        }
        this.domain = ClusterEditing.createDomain(scenario);
        this.stack = (BasicCommandStack) domain.getCommandStack();
        stack.addCommandStackListener(event -> modelChanged());
        topology.gesturesProperty().set(new CanvasGestures());
        selection.addListener((javafx.collections.ListChangeListener<EObject>) c -> showSelection());
        refreshViews();
    }

    /** The scenario being edited. */
    public Scenario scenario() {
        return scenario;
    }

    /** The EMF.Edit domain whose command stack every edit goes through. */
    public AdapterFactoryEditingDomain domain() {
        return domain;
    }

    /** The canvas's view-model: diagram, selected ids, link tool, zoom; its gestures come back here. */
    public TopologyViewModel topology() {
        return topology;
    }

    /** The containment tree for the outline, rebuilt after every edit. */
    public ReadOnlyObjectProperty<OutlineNode> outlineProperty() {
        return outline.getReadOnlyProperty();
    }

    /** What the validator finds wrong with the scenario, re-checked after every edit. */
    public ObservableList<Problem> problems() {
        return problemsView;
    }

    /** The selected model elements, in selection order; the property sheet shows the first. */
    public ObservableList<EObject> selection() {
        return selectionView;
    }

    /** The last refused edit or notice, one line; empty when the last edit went through. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** True when the model differs from what was last saved (or opened). */
    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** E.g. {@code "Undo Move 2 nodes"}, for the menu. */
    public ReadOnlyStringProperty undoLabelProperty() {
        return undoLabel.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoLabelProperty() {
        return redoLabel.getReadOnlyProperty();
    }

    /** Called after every executed, undone or redone command (e.g. to write the autosave file). */
    public void addChangeListener(Runnable listener) {
        changeListeners.add(listener);
    }

    // ---- selection ----

    /** Selects exactly these elements. */
    public void select(Collection<? extends EObject> elements) {
        selection.setAll(elements.stream().filter(Objects::nonNull).distinct().toList());
    }

    /** Selects the elements with these {@link ElementRefs ids}; {@code additive} toggles them instead. */
    public void selectIds(Collection<String> ids, boolean additive) {
        List<EObject> elements = ids.stream().map(id -> ElementRefs.resolve(scenario, id))
            .flatMap(Optional::stream).toList();
        if (!additive) {
            select(elements);
            return;
        }
        List<EObject> toggled = new ArrayList<>(selection);
        for (EObject element : elements) {
            if (!toggled.remove(element)) {
                toggled.add(element);
            }
        }
        select(toggled);
    }

    /** Selects the element a problem names; false when it no longer exists. */
    public boolean selectProblem(Problem problem) {
        Optional<EObject> element = ElementRefs.byElementPath(scenario, problem.elementPath());
        element.ifPresent(e -> select(List.of(e)));
        return element.isPresent();
    }

    private void showSelection() {
        topology.selectedIds().retainAll(Set.of());
        // While a deletion or an undo takes several selected elements away, the others are briefly still listed.
        selection.stream().filter(e -> e == scenario || EcoreUtil.isAncestor(scenario, e))
            .forEach(e -> topology.selectedIds().add(ElementRefs.id(scenario, e)));
    }

    // ---- edits ----

    /**
     * Creates the palette entry's element: a node centred on canvas point ({@code x}, {@code y}), a processor or
     * NIC in the host {@code targetId} names (else the selected host), a job, or a process of the selected (else
     * first, else a new) job on the target host's first processor. The new element becomes the selection.
     *
     * @param targetId the {@link ElementRefs id} of the box dropped on, or null for the empty canvas
     * @return the new element, or empty when refused (see {@link #messageProperty()})
     */
    public Optional<EObject> create(PaletteEntry entry, String targetId, double x, double y) {
        if (entry.target() == PaletteEntry.Target.LINK_TOOL) {
            topology.linkModeProperty().set(true);
            return Optional.empty();
        }
        EObject target = targetId == null ? null : ElementRefs.resolve(scenario, targetId).orElse(null);
        Creation creation;
        try {
            creation = Creation.plan(domain, scenario, selection, entry, target, x, y);
        } catch (RefusedException e) {
            return refuse(e.getMessage());
        }
        if (!executeLabelled(creation.command(), creation.label())) {
            return Optional.empty();
        }
        ElementIds.assignMissing(scenario);
        select(List.of(creation.element()));
        return Optional.of(creation.element());
    }

    /**
     * The palette's click: creates a host or switch right of everything already drawn (on the top row), and
     * anything else where {@link #create} would put it with no drop target (the selected host or job).
     */
    public Optional<EObject> createAtFreeSpot(PaletteEntry entry) {
        if (entry.target() != PaletteEntry.Target.CANVAS) {
            return create(entry, null, 0, 0);
        }
        List<Node> nodes = scenario.getCluster().getNodes();
        double right = nodes.stream().mapToDouble(n -> n.getX() + ElementKind.of(n).widthPx()).max().orElse(0);
        double top = nodes.stream().mapToDouble(Node::getY).min().orElse(0);
        Node sample = (Node) entry.factory().apply("sample");
        ElementKind kind = ElementKind.of(sample);
        return create(entry, null, right + FREE_SPOT_GAP_PX + kind.widthPx() / 2, top + kind.heightPx() / 2);
    }

    /**
     * Links two boxes: hosts (through their first free NIC), NICs or switches (through a new port).
     *
     * @return true when linked; false when refused (see {@link #messageProperty()})
     */
    public boolean link(EObject from, EObject to) {
        Cluster cluster = scenario.getCluster();
        try {
            Command command = LinkPlan.command(domain, cluster, from, to,
                Creation.uniqueName(cluster.getLinks(), "link", 1));
            return execute(command);
        } catch (RefusedException e) {
            refuse(e.getMessage());
            return false;
        }
    }

    /** Moves these nodes by ({@code dx}, {@code dy}) canvas pixels as one command. */
    public void moveBy(Collection<? extends Node> nodes, double dx, double dy) {
        if (nodes.isEmpty() || (dx == 0 && dy == 0)) {
            return;
        }
        CompoundCommand command = new CompoundCommand(nodes.size() == 1
            ? "Move " + nodes.iterator().next().getName() : "Move " + nodes.size() + " nodes");
        for (Node node : nodes) {
            command.append(SetCommand.create(domain, node, ClusterPackage.Literals.NODE__X, node.getX() + dx));
            command.append(SetCommand.create(domain, node, ClusterPackage.Literals.NODE__Y, node.getY() + dy));
        }
        execute(command);
    }

    /** Deletes the selection and what cannot outlive it (its links, the ports they used, processes on it). */
    public void deleteSelection() {
        Set<EObject> removed = Deletion.closure(scenario.getCluster(), selection);
        if (removed.isEmpty()) {
            refuse("select something on the canvas or in the outline to delete");
            return;
        }
        Command command = DeleteCommand.create(domain, removed);
        if (executeLabelled(command, "Delete " + describe(selection))) {
            selection.clear();
        }
    }

    /**
     * Sets one feature of {@code owner} through the command stack, after checking the value against the range
     * and unit the metamodel declares ({@link FeatureSpec}). Whole-number features refuse fractions.
     *
     * @return true when the model now holds {@code value}; false when refused, with the reason (naming the
     *         element, the limit and the unit) in {@link #messageProperty()}
     */
    public boolean setFeature(EObject owner, EStructuralFeature feature, Object value) {
        Object converted;
        try {
            converted = FeatureValues.convert(feature, value);
        } catch (IllegalArgumentException e) {
            refuse(ElementPaths.shown(owner) + ": " + e.getMessage());
            return false;
        }
        if (converted instanceof Number number) {
            Optional<String> violation = FeatureSpec.of(feature).flatMap(spec -> spec.violationAsShown(number));
            if (violation.isPresent()) {
                refuse(ElementPaths.shown(owner) + ": " + violation.get());
                return false;
            }
        }
        if (Objects.equals(owner.eGet(feature), converted)) {
            message.set("");
            return true;
        }
        return executeLabelled(SetCommand.create(domain, owner, feature, converted),
            "Set " + feature.getName());
    }

    /** Pins or unpins the selected hosts and switches, so automatic layout leaves them (or not). */
    public void setPinned(boolean pinned) {
        List<Node> nodes = selectedNodes(node -> node.isPinned() != pinned);
        if (nodes.isEmpty()) {
            return;
        }
        CompoundCommand command = new CompoundCommand((pinned ? "Pin " : "Unpin ") + describe(nodes));
        nodes.forEach(n -> command.append(SetCommand.create(domain, n, ClusterPackage.Literals.NODE__PINNED, pinned)));
        execute(command);
    }

    /** True when every selected host or switch is pinned (and at least one is selected). */
    public boolean selectionPinned() {
        List<Node> nodes = selectedNodes(n -> true);
        return !nodes.isEmpty() && nodes.stream().allMatch(Node::isPinned);
    }

    private List<Node> selectedNodes(Predicate<Node> filter) {
        return selection.stream().filter(Node.class::isInstance).map(Node.class::cast).filter(filter).toList();
    }

    /** Lays the cluster out with ELK ({@link ClusterLayout}) as one undoable command; pinned nodes stay. */
    public void layout() {
        Map<Node, ClusterLayout.Position> positions = ClusterLayout.compute(scenario.getCluster());
        CompoundCommand command = new CompoundCommand("Layout");
        positions.forEach((node, p) -> {
            command.append(SetCommand.create(domain, node, ClusterPackage.Literals.NODE__X, p.x()));
            command.append(SetCommand.create(domain, node, ClusterPackage.Literals.NODE__Y, p.y()));
        });
        if (!command.isEmpty()) {
            execute(command);
        }
        topology.fitToViewProperty().set(true); // a new layout is seen whole
    }

    /**
     * On open: lays out a cluster whose boxes overlap (a file written by hand or by a tool, without positions)
     * and keeps the file's own positions otherwise, so manual moves survive. The layout is undoable but does not
     * count as an unsaved change.
     *
     * @return true when it laid the cluster out
     */
    public boolean layoutIfOverlapping() {
        if (!Overlaps.any(scenario.getCluster())) {
            return false;
        }
        boolean wasDirty = dirty.get();
        layout();
        if (!wasDirty) {
            markSaved();
        }
        return true;
    }

    public void undo() {
        if (stack.canUndo()) {
            stack.undo();
        }
    }

    public void redo() {
        if (stack.canRedo()) {
            stack.redo();
        }
    }

    /** Records that the model as it is now has been saved: clears {@link #dirtyProperty()}. */
    public void markSaved() {
        stack.saveIsDone();
        refreshFlags();
    }

    private boolean execute(Command command) {
        return executeLabelled(command, command.getLabel());
    }

    private boolean executeLabelled(Command command, String label) {
        if (!command.canExecute()) {
            command.dispose();
            refuse("cannot " + (label == null ? "do that" : label.toLowerCase(java.util.Locale.ROOT)) + " here");
            return false;
        }
        message.set("");
        stack.execute(label == null || command instanceof CompoundCommand ? command : new CommandWrapper(label, null, command));
        return true;
    }

    private <T> Optional<T> refuse(String why) {
        message.set(why);
        return Optional.empty();
    }

    private void modelChanged() {
        // Undo may take away selected elements; a selection of detached objects would point nowhere.
        selection.removeIf(e -> e != scenario && !EcoreUtil.isAncestor(scenario, e));
        refreshViews();
        changeListeners.forEach(Runnable::run);
    }

    private void refreshViews() {
        topology.show(scenario);
        showSelection();
        outline.set(OutlineNode.of(scenario));
        problems.setAll(ClusterValidator.validate(scenario));
        refreshFlags();
    }

    private void refreshFlags() {
        dirty.set(stack.isSaveNeeded());
        canUndo.set(stack.canUndo());
        canRedo.set(stack.canRedo());
        undoLabel.set(stack.canUndo() ? "Undo " + stack.getUndoCommand().getLabel() : "Undo");
        redoLabel.set(stack.canRedo() ? "Redo " + stack.getRedoCommand().getLabel() : "Redo");
    }

    private static String describe(Collection<? extends EObject> elements) {
        if (elements.size() == 1 && elements.iterator().next() instanceof NamedElement named) {
            return named.getName();
        }
        return elements.size() + " elements";
    }

    /** The canvas's gestures, translated from diagram ids to model elements. */
    private final class CanvasGestures implements TopologyGestures {
        @Override
        public void select(List<String> ids, boolean additive) {
            selectIds(ids, additive);
        }

        @Override
        public void moveBy(List<String> ids, double dx, double dy) {
            List<Node> nodes = ids.stream().map(id -> ElementRefs.resolve(scenario, id)).flatMap(Optional::stream)
                .filter(Node.class::isInstance).map(Node.class::cast).toList();
            ScenarioEditor.this.moveBy(nodes, dx, dy);
        }

        @Override
        public void link(String fromId, String toId) {
            Optional<EObject> from = ElementRefs.resolve(scenario, fromId);
            Optional<EObject> to = ElementRefs.resolve(scenario, toId);
            if (from.isPresent() && to.isPresent()) {
                ScenarioEditor.this.link(from.get(), to.get());
            }
        }

        @Override
        public void drop(String paletteEntryId, String targetId, double x, double y) {
            Palette.entry(paletteEntryId).ifPresent(entry -> create(entry, targetId, x, y));
        }
    }
}
