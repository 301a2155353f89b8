/*
 * workbench bench --peers: the same ping-pong on Open MPI. Rank 0 sends a message with MPI_Send and waits for it
 * back; rank 1 sends back a message as long as each one that came (MPI_Probe tells the length).
 *
 *   mpirun -np 2 ... mpi_pingpong WARM_UP ROUNDS BULK_WARM_UP BULK_ROUNDS BULK_BYTES RANK0_CPU RANK1_CPU
 *
 * A CPU of -1 leaves the rank unpinned. Rank 0 prints, on stdout, one "rtt MICROSECONDS" line per timed 8-byte
 * round trip and one "bulk BYTES_MOVED SECONDS" line for the timed bulk round trips.
 */
#define _GNU_SOURCE
#include <mpi.h>
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>

enum { PING = 1, PONG = 2, SHORT_BYTES = 8 };

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

static void round_trip(char *data, int bytes) {
    MPI_Send(data, bytes, MPI_BYTE, 1, PING, MPI_COMM_WORLD);
    MPI_Recv(data, bytes, MPI_BYTE, 1, PONG, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
}

static void echo(char *data, int rounds) {
    for (int i = 0; i < rounds; i++) {
        MPI_Status status;
        int bytes;
        MPI_Probe(0, PING, MPI_COMM_WORLD, &status);
        MPI_Get_count(&status, MPI_BYTE, &bytes);
        MPI_Recv(data, bytes, MPI_BYTE, 0, PING, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
        MPI_Send(data, bytes, MPI_BYTE, 0, PONG, MPI_COMM_WORLD);
    }
}

int main(int argc, char **argv) {
    MPI_Init(&argc, &argv);
    int rank, size;
    MPI_Comm_rank(MPI_COMM_WORLD, &rank);
    MPI_Comm_size(MPI_COMM_WORLD, &size);
    if (argc != 8 || size != 2) {
        if (rank == 0) {
            fprintf(stderr, "usage: mpirun -np 2 %s WARM_UP ROUNDS BULK_WARM_UP BULK_ROUNDS BULK_BYTES RANK0_CPU"
                    " RANK1_CPU\n", argv[0]);
        }
        MPI_Finalize();
        return 2;
    }
    int warm_up = atoi(argv[1]), rounds = atoi(argv[2]);
    int bulk_warm_up = atoi(argv[3]), bulk_rounds = atoi(argv[4]), bulk_bytes = atoi(argv[5]);
    char *data = calloc(1, bulk_bytes > SHORT_BYTES ? bulk_bytes : SHORT_BYTES);
    pin(atoi(argv[6 + rank]));
    MPI_Barrier(MPI_COMM_WORLD);
    if (rank == 1) {
        echo(data, warm_up + rounds + bulk_warm_up + bulk_rounds);
        MPI_Finalize();
        return 0;
    }
    double *rtt = malloc(sizeof(double) * (rounds > 0 ? rounds : 1));
    for (int i = 0; i < warm_up; i++) {
        round_trip(data, SHORT_BYTES);
    }
    for (int i = 0; i < rounds; i++) {
        double start = MPI_Wtime();
        round_trip(data, SHORT_BYTES);
        rtt[i] = (MPI_Wtime() - start) * 1e6;
    }
    for (int i = 0; i < bulk_warm_up; i++) {
        round_trip(data, bulk_bytes);
    }
    double start = MPI_Wtime();
    for (int i = 0; i < bulk_rounds; i++) {
        round_trip(data, bulk_bytes);
    }
    double seconds = MPI_Wtime() - start;
    for (int i = 0; i < rounds; i++) {
        printf("rtt %.3f\n", rtt[i]);
    }
    printf("bulk %.0f %.9f\n", 2.0 * bulk_bytes * bulk_rounds, seconds);
    MPI_Finalize();
    return 0;
}
