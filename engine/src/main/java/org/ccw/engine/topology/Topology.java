package org.ccw.engine.topology;

import java.util.List;

/**
 * A scenario as the engine runs it. Node ids {@code 0 .. nodeCount() - 1} are shared by hosts and switches;
 * link ids {@code 0 .. links.size() - 1}. The constructor checks that ids are dense and unique, that every link
 * end names an existing port, and that no port carries two links.
 *
 * @param seed       the run seed every named random stream derives from
 * @param durationPs virtual time limit of the run in picoseconds
 * @param jobs       the scenario's parallel jobs, in model order
 */
public record Topology(String name, long seed, long durationPs, List<HostSpec> hosts, List<SwitchSpec> switches,
                       List<LinkSpec> links, FaultSettings faults, WorkloadSpec workload, List<JobSpec> jobs) {

    /** Hardware and raw traffic only, no job (fabric tests and benchmarks). */
    public Topology(String name, long seed, long durationPs, List<HostSpec> hosts, List<SwitchSpec> switches,
                    List<LinkSpec> links, FaultSettings faults, WorkloadSpec workload) {
        this(name, seed, durationPs, hosts, switches, links, faults, workload, List.of());
    }

    public Topology {
        hosts = List.copyOf(hosts);
        jobs = List.copyOf(jobs);
        switches = List.copyOf(switches);
        links = List.copyOf(links);
        if (durationPs <= 0) {
            throw new IllegalArgumentException("scenario " + name + ": duration must be > 0 ps");
        }
        int nodes = hosts.size() + switches.size();
        for (int participant : workload.participants()) {
            if (hosts.stream().noneMatch(h -> h.id() == participant)) {
                throw new IllegalArgumentException("scenario " + name + ": workload participant " + participant
                        + " is not a host");
            }
        }
        boolean[] seen = new boolean[nodes];
        hosts.forEach(h -> claim(seen, h.id(), h.name()));
        switches.forEach(s -> claim(seen, s.id(), s.name()));
        boolean[][] portUsed = new boolean[nodes][];
        for (int i = 0; i < links.size(); i++) {
            LinkSpec link = links.get(i);
            if (link.id() != i) {
                throw new IllegalArgumentException("link ids must be dense from 0: " + link.name() + " has "
                        + link.id() + " at position " + i);
            }
            for (Endpoint end : List.of(link.a(), link.b())) {
                int ports = portCount(hosts, switches, end.node());
                if (end.port() >= ports) {
                    throw new IllegalArgumentException("link " + link.name() + " ends on port " + end.port()
                            + " of node " + end.node() + ", which has " + ports + " ports");
                }
                if (portUsed[end.node()] == null) {
                    portUsed[end.node()] = new boolean[ports];
                }
                if (portUsed[end.node()][end.port()]) {
                    throw new IllegalArgumentException("port " + end.port() + " of node " + end.node()
                            + " carries two links (second: " + link.name() + ")");
                }
                portUsed[end.node()][end.port()] = true;
            }
        }
    }

    private static void claim(boolean[] seen, int id, String name) {
        if (id < 0 || id >= seen.length || seen[id]) {
            throw new IllegalArgumentException("node ids must be unique and dense from 0: " + name + " has " + id);
        }
        seen[id] = true;
    }

    private static int portCount(List<HostSpec> hosts, List<SwitchSpec> switches, int node) {
        for (HostSpec h : hosts) {
            if (h.id() == node) {
                return h.nics().size();
            }
        }
        for (SwitchSpec s : switches) {
            if (s.id() == node) {
                return s.ports();
            }
        }
        throw new IllegalArgumentException("no node with id " + node);
    }

    public int nodeCount() {
        return hosts.size() + switches.size();
    }

    /** The host with node id {@code id}, or null when {@code id} is a switch. */
    public HostSpec host(int id) {
        return hosts.stream().filter(h -> h.id() == id).findFirst().orElse(null);
    }

    /** The switch with node id {@code id}, or null when {@code id} is a host. */
    public SwitchSpec switchNode(int id) {
        return switches.stream().filter(s -> s.id() == id).findFirst().orElse(null);
    }

    /** The name of node {@code id}. */
    public String nodeName(int id) {
        HostSpec h = host(id);
        return h != null ? h.name() : switchNode(id).name();
    }

    /** The link attached to {@code end}, or null when the port is unconnected. */
    public LinkSpec linkAt(Endpoint end) {
        for (LinkSpec link : links) {
            if (link.a().equals(end) || link.b().equals(end)) {
                return link;
            }
        }
        return null;
    }

    /**
     * The job the scenario's workload drives (the first job when the workload names none); empty when there is no
     * workload or no job, and the run drives raw cells.
     */
    public java.util.Optional<JobSpec> drivenJob() {
        return jobs.stream().filter(j -> j.workload() != null).findFirst();
    }

    /** This scenario with another seed (a CLI {@code --seed} override). */
    public Topology withSeed(long newSeed) {
        return new Topology(name, newSeed, durationPs, hosts, switches, links, faults, workload, jobs);
    }

    /** This scenario with other fault settings (a what-if adds a scripted drop or delay). */
    public Topology withFaults(FaultSettings newFaults) {
        return new Topology(name, seed, durationPs, hosts, switches, links, newFaults, workload, jobs);
    }

    /** This scenario with another duration in picoseconds (a CLI {@code --until} override). */
    public Topology withDuration(long newDurationPs) {
        return new Topology(name, seed, newDurationPs, hosts, switches, links, faults, workload, jobs);
    }
}
