/**
 * @module tracing/tracing
 * Optional OpenTelemetry traces (`OTEL_EXPORTER_OTLP_ENDPOINT`, OTLP over HTTP/JSON to
 * `<endpoint>/v1/traces`, batched): one server span per HTTP request — continuing the caller's
 * W3C `traceparent` when it sends one — named by method and route template, with the request id,
 * the status and, for completions, the model, compression level and token counts; and child
 * spans for the compression and the upstream call. The provider is this server's own (not the
 * global one), so several gateways in one process never mix their spans. Off (no endpoint):
 * every call is a no-op and no OpenTelemetry SDK is loaded.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type SpanAttributes = Record<string, string | number | boolean>;

export interface RequestSpan {
  setAttributes(attributes: SpanAttributes): void;
  /** A finished child span: `startedAt`/`endedAt` are performance.now() readings. */
  addChild(name: string, startedAt: number, endedAt: number, attributes?: SpanAttributes): void;
  end(status: number): void;
}

export interface Tracing {
  readonly enabled: boolean;
  startRequest(name: string, headers: IncomingHttpHeaders, attributes: SpanAttributes): RequestSpan | undefined;
  /** Exports what is pending. */
  shutdown(): Promise<void>;
}

export const noTracing: Tracing = { enabled: false, startRequest: () => undefined, shutdown: async () => undefined };

export interface TracingOptions {
  /** OTLP endpoint base, e.g. `http://collector:4318`; spans go to `<endpoint>/v1/traces`. */
  endpoint?: string;
  serviceName: string;
  version: string;
}

export async function createTracing(options: TracingOptions): Promise<Tracing> {
  if (!options.endpoint) return noTracing;
  const [{ SpanKind, SpanStatusCode, ROOT_CONTEXT, trace, defaultTextMapGetter }, { W3CTraceContextPropagator }, sdk, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace-base'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${options.endpoint}/v1/traces` });
  const provider = new sdk.BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': options.serviceName, 'service.version': options.version }),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 })],
  });
  const tracer = provider.getTracer('pith', options.version);
  const propagator = new W3CTraceContextPropagator();
  // performance.now() readings become wall-clock times for child spans.
  const toTime = (at: number) => performance.timeOrigin + at;

  return {
    enabled: true,
    startRequest(name, headers, attributes) {
      const parent = propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
      const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
      const context = trace.setSpan(ROOT_CONTEXT, span);
      return {
        setAttributes: (a) => void span.setAttributes(a),
        addChild(childName, startedAt, endedAt, a) {
          tracer.startSpan(childName, { kind: SpanKind.INTERNAL, startTime: toTime(startedAt), attributes: a }, context).end(toTime(endedAt));
        },
        end(status) {
          span.setAttribute('http.response.status_code', status);
          if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
          span.end();
        },
      };
    },
    shutdown: () => provider.shutdown(),
  };
}
