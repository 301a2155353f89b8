/*
 * workbench bench --peers: MPBench's ping-pong (seed 003 §7) on real PVM 3.4.
 * The parent task spawns this program once as the echoing child; the parent sends a message packed with
 * pvm_pkbyte (PvmDataDefault) and waits for it back, the child sends back a message as long as each one that came.
 *
 *   pvm_pingpong ROUTE WARM_UP ROUNDS BULK_WARM_UP BULK_ROUNDS BULK_BYTES PARENT_CPU CHILD_CPU
 *
 * ROUTE is "direct" (PvmRouteDirect: a task-to-task socket) or "daemon" (PvmDontRoute: through the pvmds).
 * A CPU of -1 leaves the task unpinned. The parent prints, on stdout, one "rtt MICROSECONDS" line per timed 8-byte
 * round trip and one "bulk BYTES_MOVED SECONDS" line for the timed bulk round trips. "pvm_pingpong halt" halts
 * the virtual machine (pvm_halt).
 */
#define _GNU_SOURCE
#include <pvm3.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { PING = 1, PONG = 2, SHORT_BYTES = 8 };

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static void pin(int cpu) {
    if (cpu >= 0) {
        cpu_set_t set;
        CPU_ZERO(&set);
        CPU_SET(cpu, &set);
        if (sched_setaffinity(0, sizeof set, &set) != 0) {
            perror("sched_setaffinity");
        }
    }
}

static void fail(const char *what) {
    fprintf(stderr, "pvm_pingpong: %s failed\n", what);
    pvm_exit();
    exit(1);
}

static void send_bytes(int tid, int tag, char *data, int bytes) {
    if (pvm_initsend(PvmDataDefault) < 0 || pvm_pkbyte(data, bytes, 1) < 0 || pvm_send(tid, tag) < 0) {
        fail("pvm_send");
    }
}

/* One round trip; the reply is received, not unpacked (as the workbench's PVM ping-pong). */
static void round_trip(int child, char *data, int bytes) {
    send_bytes(child, PING, data, bytes);
    if (pvm_recv(child, PONG) < 0) {
        fail("pvm_recv");
    }
}

/* Sends back a message as long as each of `rounds` that come (as the workbench's PVM echo). */
static void echo(int parent, char *data, int rounds) {
    for (int i = 0; i < rounds; i++) {
        int buf = pvm_recv(parent, PING), bytes, tag, tid;
        if (buf < 0 || pvm_bufinfo(buf, &bytes, &tag, &tid) < 0) {
            fail("pvm_recv");
        }
        send_bytes(parent, PONG, data, bytes);
    }
}

int main(int argc, char **argv) {
    if (argc == 2 && strcmp(argv[1], "halt") == 0) {
        return pvm_mytid() < 0 || pvm_halt() < 0;
    }
    if (argc != 9) {
        fprintf(stderr, "usage: %s direct|daemon WARM_UP ROUNDS BULK_WARM_UP BULK_ROUNDS BULK_BYTES PARENT_CPU"
                " CHILD_CPU\n", argv[0]);
        return 2;
    }
    int direct = strcmp(argv[1], "direct") == 0;
    int warm_up = atoi(argv[2]), rounds = atoi(argv[3]);
    int bulk_warm_up = atoi(argv[4]), bulk_rounds = atoi(argv[5]), bulk_bytes = atoi(argv[6]);
    char *data = calloc(1, bulk_bytes > SHORT_BYTES ? bulk_bytes : SHORT_BYTES);
    if (pvm_mytid() < 0) {
        return 1;
    }
    pvm_setopt(PvmRoute, direct ? PvmRouteDirect : PvmDontRoute);
    int parent = pvm_parent();
    if (parent != PvmNoParent) {
        pin(atoi(argv[8]));
        echo(parent, data, warm_up + rounds + bulk_warm_up + bulk_rounds);
        pvm_exit();
        return 0;
    }
    pin(atoi(argv[7]));
    int child;
    if (pvm_spawn(argv[0], argv + 1, PvmTaskDefault, "", 1, &child) != 1) {
        fprintf(stderr, "pvm_pingpong: pvm_spawn of %s failed (%d)\n", argv[0], child);
        pvm_exit();
        return 1;
    }
    double *rtt = malloc(sizeof(double) * (rounds > 0 ? rounds : 1));
    for (int i = 0; i < warm_up; i++) {
        round_trip(child, data, SHORT_BYTES);
    }
    for (int i = 0; i < rounds; i++) {
        double start = now_us();
        round_trip(child, data, SHORT_BYTES);
        rtt[i] = now_us() - start;
    }
    for (int i = 0; i < bulk_warm_up; i++) {
        round_trip(child, data, bulk_bytes);
    }
    double start = now_us();
    for (int i = 0; i < bulk_rounds; i++) {
        round_trip(child, data, bulk_bytes);
    }
    double seconds = (now_us() - start) / 1e6;
    for (int i = 0; i < rounds; i++) {
        printf("rtt %.3f\n", rtt[i]);
    }
    printf("bulk %.0f %.9f\n", 2.0 * bulk_bytes * bulk_rounds, seconds);
    pvm_exit();
    return 0;
}
