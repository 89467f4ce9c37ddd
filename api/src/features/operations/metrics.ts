import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// What an operator watches (docs/operations.md, "Metrics"): one registry per app, so that several
// apps in one process (tests) never share counters.

/** Seconds; from a fast cached browse to a slow image or a stalled database. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const QUERY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5];
const IMAGE_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16];

export const READINESS_COMPONENTS = ['database', 'storage', 'mail'] as const;
export type ReadinessComponent = (typeof READINESS_COMPONENTS)[number];

export interface MetricSources {
  openEventStreams(): number;
  pool(): { total: number; idle: number; waiting: number };
  /** The read replicas (DATABASE_READ_URL) and whether reads go to each now. */
  replicas(): { description: string; available: boolean }[];
  /** Jobs queued or running, per queue (read from the database at scrape time). */
  jobQueueDepths(): Promise<Record<string, number>>;
}

export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'booknook_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'booknook_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly queryDuration = new Histogram({
    name: 'booknook_db_query_duration_seconds',
    help: 'Time of a database query, by outcome',
    labelNames: ['outcome'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  readonly readQueries = new Counter({
    name: 'booknook_db_read_queries_total',
    help: 'Queries of lag-tolerant reads (with read replicas only), by the server that answered (replica or primary)',
    labelNames: ['target'] as const,
    registers: [this.registry],
  });
  readonly searchDuration = new Histogram({
    name: 'booknook_search_duration_seconds',
    help: 'Time to answer a book search (a browse with search words)',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly imageProcessing = new Histogram({
    name: 'booknook_upload_processing_seconds',
    help: 'Time to turn an uploaded image into its variants, by outcome',
    labelNames: ['outcome'] as const,
    buckets: IMAGE_BUCKETS,
    registers: [this.registry],
  });
  readonly mails = new Counter({
    name: 'booknook_mails_total',
    help: 'Mails handed to the mail transport, by outcome (sent or failed)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  readonly jobFailures = new Counter({
    name: 'booknook_job_failures_total',
    help: 'Jobs that failed (each is retried with backoff), by queue',
    labelNames: ['queue'] as const,
    registers: [this.registry],
  });
  /** Browser reports per remote and version (features/remote-health): sessions that loaded it, sessions with an error. */
  readonly remoteEvents = new Counter({
    name: 'booknook_remote_events_total',
    help: 'Browser sessions that loaded a remote version (kind=session) or met an error in it (kind=error)',
    labelNames: ['remote', 'version', 'kind'] as const,
    registers: [this.registry],
  });
  readonly ready = new Gauge({
    name: 'booknook_ready',
    help: 'Whether a dependency answered the last readiness check (1) or not (0), by component',
    labelNames: ['component'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricSources) {
    collectDefaultMetrics({ register: this.registry, prefix: 'booknook_process_' });
    new Gauge({
      name: 'booknook_event_streams_open',
      help: 'Message event streams open on this instance',
      registers: [this.registry],
      collect() {
        this.set(sources.openEventStreams());
      },
    });
    new Gauge({
      name: 'booknook_db_pool_connections',
      help: 'Database connections of this instance, by state (idle, busy, waiting for one)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { total, idle, waiting } = sources.pool();
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
    new Gauge({
      name: 'booknook_db_replica_up',
      help: 'Whether reads go to a read replica (1) or it failed lately and is skipped for a few seconds (0), by replica',
      labelNames: ['replica'] as const,
      registers: [this.registry],
      collect() {
        for (const replica of sources.replicas()) this.set({ replica: replica.description }, replica.available ? 1 : 0);
      },
    });
    new Gauge({
      name: 'booknook_job_queue_depth',
      help: 'Jobs queued or running, by queue (shared by every instance)',
      labelNames: ['queue'] as const,
      registers: [this.registry],
      async collect() {
        // A database that does not answer leaves the last depths; readiness says why.
        const depths = await sources.jobQueueDepths().catch(() => ({}));
        for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
      },
    });
    for (const component of READINESS_COMPONENTS) this.ready.set({ component }, 1);
  }

  observeRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }
}
