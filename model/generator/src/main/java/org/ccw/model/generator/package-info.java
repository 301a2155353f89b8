/**
 * Build-time code generation for the cluster model. Nothing here ships: the {@code model} module runs
 * {@link org.ccw.model.generator.ClusterCodeGenerator} in its {@code generate-sources} phase (through
 * {@code exec:java}) to turn {@code model/src/main/model/cluster.genmodel} into the typed EMF classes
 * ({@code org.ccw.model.cluster}, {@code .impl}, {@code .util}) and the EMF.Edit item providers
 * ({@code org.ccw.model.cluster.provider}) under {@code model/target}. It is EMF's own generator, run without an
 * Eclipse workbench, so the output is exactly what the Eclipse "Generate Model/Edit Code" actions would produce.
 */
package org.ccw.model.generator;
