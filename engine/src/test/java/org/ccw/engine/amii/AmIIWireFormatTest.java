package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.Optional;
import java.util.function.IntFunction;

import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.WireFormat;
import org.junit.jupiter.api.Test;

/** AM-II's message ids read back as the endpoint and number {@link MessageIds#of} wrote: one layout, two directions. */
class AmIIWireFormatTest {

    private static final WireFormat FORMAT = Stacks.wireFormat(AmIIStack.NAME).orElseThrow();
    private static final IntFunction<String> HOSTS = n -> "smp" + n;

    @Test
    void theRegisteredStackReadsWithTheOneFormat() {
        assertSame(AmIIWireFormat.INSTANCE, FORMAT);
    }

    @Test
    void anIdNamesItsSendingEndpointAndItsNumberThere() {
        long id = MessageIds.of(new EndpointName(3, 7), 12_345);

        assertEquals(Optional.of("AM-II: from endpoint smp3:7, message 12345"), FORMAT.message(id, HOSTS));
    }

    @Test
    void anIdThatIsNotAmIIsIsLeftToOthers() {
        assertEquals(Optional.empty(), FORMAT.message(42, HOSTS), "a fabric cell's id has no AM-II mark");
    }
}
