import { viewForReader } from '../../domain/paywall/reader-view.rules';
import type { PaywallPolicyPort } from '../../ports/paywall-policy.port';

/** The paywall as the domain rules decide it (`viewForReader`; the table is ADR 7). */
export const PAYWALL_RULES: PaywallPolicyPort = { cut: viewForReader };
