/**
 * @module cli/compress
 * `pith compress [FILE|-] [--level L]`: reads a chat-completion request body from a file or
 * stdin, prints the compressed request JSON on stdout and a one-line summary (tokens before →
 * after, ms, transforms) on stderr. Offline: no upstream, no database.
 */
import { readFile } from 'node:fs/promises';
import { type CompressionLevel, COMPRESSION_LEVELS, createCompressor, isCompressionLevel } from '../compress/index.js';
import type { ChatRequest } from '../wire/chat.js';

export interface CompressIo {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

interface Args {
  file: string;
  level: CompressionLevel;
}

const USAGE = `usage: pith compress [FILE|-] [--level ${COMPRESSION_LEVELS.join('|')}]\n`;

function parseArgs(argv: string[], defaultLevel: CompressionLevel): Args | string {
  let file = '-';
  let level = defaultLevel;
  let positional = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--level' || arg.startsWith('--level=')) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (!isCompressionLevel(value)) return `unknown level: ${String(value)}`;
      level = value;
    } else if (arg === '-h' || arg === '--help') return '';
    else if (arg.startsWith('--')) return `unknown option: ${arg}`;
    else if (positional++ === 0) file = arg;
    else return `unexpected argument: ${arg}`;
  }
  return { file, level };
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function isChatRequest(value: unknown): value is ChatRequest {
  return typeof value === 'object' && value !== null && Array.isArray((value as ChatRequest).messages);
}

/** Runs the command; resolves to the process exit code (0 ok, 1 bad input, 2 usage). */
export async function runCompress(argv: string[], io: CompressIo, options: { defaultLevel?: CompressionLevel } = {}): Promise<number> {
  const args = parseArgs(argv, options.defaultLevel ?? 'balanced');
  if (typeof args === 'string') {
    io.stderr.write(args === '' ? USAGE : `pith compress: ${args}\n${USAGE}`);
    return args === '' ? 0 : 2;
  }
  let body: unknown;
  try {
    const text = args.file === '-' ? await readAll(io.stdin) : await readFile(args.file, 'utf8');
    body = JSON.parse(text);
  } catch (error) {
    io.stderr.write(`pith compress: cannot read a JSON request from ${args.file === '-' ? 'stdin' : args.file}: ${(error as Error).message}\n`);
    return 1;
  }
  if (!isChatRequest(body)) {
    io.stderr.write('pith compress: the input is not a chat-completion request (no "messages" array)\n');
    return 1;
  }
  if (typeof body.model !== 'string') body = { ...body, model: '' };
  const { request, report } = createCompressor().compressRequest(body as ChatRequest, { level: args.level });
  io.stdout.write(`${JSON.stringify(request)}\n`);
  const saved = report.tokensBefore > 0 ? (100 * (1 - report.tokensAfter / report.tokensBefore)).toFixed(1) : '0.0';
  io.stderr.write(
    `pith compress: ${report.level}: ${report.tokensBefore} → ${report.tokensAfter} tokens (−${saved}%), ${report.ms.toFixed(1)} ms` +
      `${report.transforms.length > 0 ? `, ${report.transforms.join(', ')}` : ''}\n`,
  );
  return 0;
}
