/**
 * @module upstream/compress-wire
 * Compresses a front door's request with the one compressor: project its text onto chat
 * messages (the format's `project`), compress them as a chat request of the same model and
 * tools, and write the compressed texts back (wire/projection.ts). The compressor never sees
 * a format; a format never sees the compressor's internals. The gateway's routes and the
 * eval's format replays both come through here.
 */
import type { CompressionReport, CompressOptions, Compressor } from '../compress/index.js';
import type { ChatRequest } from '../wire/chat.js';
import type { WireFormat } from '../wire/front-door.js';
import { writeBack } from '../wire/projection.js';

export interface WireCompressOutcome<Req> {
  /** The request to send: the very same object when compression changed nothing. */
  request: Req;
  report: CompressionReport;
}

export function compressWire<Req extends { model: string; tools?: unknown }>(
  compressor: Compressor,
  format: Pick<WireFormat<Req>, 'project'>,
  request: Req,
  options: CompressOptions,
): WireCompressOutcome<Req> {
  const projection = format.project(request);
  const chat: ChatRequest = { model: request.model, messages: projection.messages };
  if (Array.isArray(request.tools)) chat.tools = request.tools;
  const out = compressor.compressRequest(chat, options);
  return { request: out.request === chat ? request : writeBack(request, projection, out.request.messages), report: out.report };
}
