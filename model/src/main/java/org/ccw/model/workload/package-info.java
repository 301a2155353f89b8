/**
 * What a workload asks for: {@link org.ccw.model.workload.WorkloadKind}, a kind by name, the generic kinds defined
 * once here and each stack's own declared by its registration.
 */
package org.ccw.model.workload;
