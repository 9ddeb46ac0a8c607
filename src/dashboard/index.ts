/**
 * @module dashboard
 * The dashboard plugin: the built web UI at `/` and the session-authenticated APIs only the
 * UI needs (`GET /api/usage`, `POST /api/compress`). Key management (`/api/keys`) and
 * sign-in (`/auth/*`, `/api/me`) live in their own modules; the UI calls them too.
 */
import type { FastifyInstance } from 'fastify';
import type { RequireSession } from '../auth/types.js';
import type { Compressor } from '../compress/index.js';
import type { Config } from '../config.js';
import type { Store } from '../store/types.js';
import { registerCompressRoute } from './compress-route.js';
import { createPriceLookup, loadPriceTable, type PriceTable } from './prices.js';
import { registerStaticUi } from './static.js';
import { registerUsageRoute } from './usage-route.js';

export { DEFAULT_WEB_ROOT, CONTENT_SECURITY_POLICY, UI_SECURITY_HEADERS } from './static.js';
export { DEFAULT_PRICES, loadPriceTable, createPriceLookup, type PriceTable } from './prices.js';
export type { UsageSummary, UsageTotals, KeyUsage, SeriesPoint } from './usage-summary.js';
export type { CompressResult } from './compress-result.js';

export interface DashboardDeps {
  requireSession: RequireSession;
  store: Pick<Store, 'queryUsage' | 'listKeys'>;
  compressor: Compressor;
  config: Config;
  /** Directory of the built UI; default `web/dist` of this checkout. */
  webRoot?: string;
  /** Operator price file (`PITH_PRICES_FILE`); defaults to `config.pricesFile` when present. */
  pricesFile?: string;
  /** A ready price table (tests); wins over `pricesFile`. */
  prices?: PriceTable;
}

export async function registerDashboard(app: FastifyInstance, deps: DashboardDeps): Promise<void> {
  const pricesFile = deps.pricesFile ?? (deps.config as Config & { pricesFile?: string }).pricesFile;
  const table = deps.prices ?? loadPriceTable(pricesFile);
  const priceOf = createPriceLookup(table);
  registerUsageRoute(app, { requireSession: deps.requireSession, store: deps.store, priceOf, pricing: table });
  registerCompressRoute(app, { requireSession: deps.requireSession, compressor: deps.compressor, config: deps.config });
  await registerStaticUi(app, deps.webRoot);
}
