package org.ccw.labs.folder;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import org.eclipse.emf.ecore.util.EcoreUtil;

import org.ccw.labs.Variant;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.edit.AttributePath;

/**
 * A lab's per-student variants ({@code variants:} in {@code lab.yaml}): a range of run seeds, and for a folder-only
 * lab scenario attributes with the values they may take. A student's id picks one variant, always the same for the
 * same lab and id and spread evenly over the range, so two students of one course measure different numbers and
 * find different record ids, and a key copied from a classmate is wrong for you.
 *
 * @param firstSeed  the lowest seed a variant runs with
 * @param lastSeed   the highest
 * @param parameters scenario attribute paths (e.g. {@code faults.lossRate}) → the values they may take, as written
 */
public record Variants(long firstSeed, long lastSeed, Map<String, List<String>> parameters) {

    public Variants {
        if (lastSeed < firstSeed) {
            throw new IllegalArgumentException("the seed range " + firstSeed + ".." + lastSeed + " is empty");
        }
        parameters = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
    }

    /** The variant of lab {@code labId} that student {@code studentId} gets. */
    public Variant of(String labId, String studentId) {
        Objects.requireNonNull(studentId);
        long hash = hash(labId + "\n" + studentId);
        long seed = firstSeed + Math.floorMod(hash, lastSeed - firstSeed + 1);
        Map<String, String> settings = new LinkedHashMap<>();
        int i = 0;
        for (Map.Entry<String, List<String>> parameter : parameters.entrySet()) {
            long pick = hash(labId + "\n" + studentId + "\n" + i++);
            settings.put(parameter.getKey(), parameter.getValue().get(Math.floorMod(pick, parameter.getValue().size())));
        }
        return new Variant(seed, settings);
    }

    /**
     * Checks that {@code path} names an attribute of {@code scenario} that takes {@code value}, as
     * {@link Variant#applyTo} would set it ({@link AttributePath}).
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static void check(Scenario scenario, String path, String value) {
        AttributePath.set(EcoreUtil.copy(scenario), path, value);
    }

    private static long hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return java.nio.ByteBuffer.wrap(digest).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java", e);
        }
    }
}
