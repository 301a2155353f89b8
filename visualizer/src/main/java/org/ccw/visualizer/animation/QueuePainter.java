package org.ccw.visualizer.animation;

import javafx.geometry.Bounds;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import org.ccw.engine.trace.QueueId;

/**
 * Queues by their {@link QueueId} kind: switch port buffers as vertical bars, NIC FIFOs as horizontal ones (red
 * when full), and a unit's token queues beside its NI: registered requests of other units as dots, its own
 * messages waiting for the token as a count.
 */
final class QueuePainter implements CanvasFrame.Painter {

    @Override
    public void paint(CanvasFrame f) {
        GraphicsContext gc = f.gc();
        CanvasStyle style = f.style();
        // A port whose queue has not changed yet is empty: draw it so a drop there bursts on a visible bar.
        f.plan().ports().forEach((end, gauge) -> {
            if (!f.state().queues().containsKey(new VisualState.QueueKey(end.node(), end.port(),
                new QueueId(QueueId.PORT, end.node(), end.port())))) {
                CanvasShapes.bar(gc, style, gauge.bar(), 0, style.ink(), true);
                gc.setFill(style.ink());
                f.label(gauge.label(), "0");
            }
        });
        f.state().queues().forEach((key, occupancy) -> {
            Color fill = occupancy.full() ? style.drop() : style.ink().deriveColor(0, 1, 1, 0.55);
            if (key.queue().is(QueueId.PORT)) {
                f.plan().port(key.node(), key.component()).ifPresent(gauge -> {
                    CanvasShapes.bar(gc, style, gauge.bar(), occupancy.fill(), fill, true);
                    gc.setFill(style.ink());
                    f.label(gauge.label(), Integer.toString(occupancy.length()));
                });
            } else if (key.queue().is(QueueId.TOKEN_REQUESTS) || key.queue().is(QueueId.TOKEN_WAIT)) {
                tokenQueue(f, key, occupancy);
            } else if (key.queue().is(QueueId.NIC_OUT) || key.queue().is(QueueId.NIC_IN)) {
                boolean out = key.queue().is(QueueId.NIC_OUT);
                (out ? f.plan().outFifo(key.node(), key.component()) : f.plan().inFifo(key.node(), key.component()))
                    .ifPresent(gauge -> {
                        CanvasShapes.bar(gc, style, gauge.bar(), occupancy.fill(), fill, false);
                        gc.setFill(style.ink());
                        f.label(gauge.label(), out ? OverlayText.out(occupancy.length(), occupancy.capacity())
                            : OverlayText.in(occupancy.length(), occupancy.capacity()));
                    });
            }
        });
    }

    /**
     * A unit's token queues beside its NI: registered requests of other units ({@code token-requests}) as small
     * filled dots, its own messages waiting for the token ({@code token-wait}) as a count.
     */
    private static void tokenQueue(CanvasFrame f, VisualState.QueueKey key, VisualState.Occupancy occupancy) {
        Bounds ni = f.plan().nicBox(key.node(), key.component());
        if (occupancy.length() == 0 || ni == null) {
            return;
        }
        f.gc().setFill(f.style().ink());
        if (key.queue().is(QueueId.TOKEN_REQUESTS)) {
            String text = "●".repeat(Math.min(occupancy.length(), 8)) + " "
                + EventText.count(occupancy.length(), "request") + " registered";
            f.gc().setFill(f.style().token().darker());
            f.label(f.place(f.around(ni, text, 4)), text);
        } else {
            String text = "◇ " + occupancy.length() + " waiting";
            f.label(f.place(f.around(ni, text, 4)), text);
        }
    }
}
