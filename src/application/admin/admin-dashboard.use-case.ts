import type { AdminDashboardView } from '../../domain/identity/account-view.types';
import type { UserState } from '../../domain/identity/user-state.types';
import type { Site } from '../../domain/site/site.types';
import type { ContentPort } from '../../ports/content.port';
import type { OperationsStatusPort } from '../../ports/operations-status.port';
import type { UserStatePort } from '../../ports/user-state.port';
import type { RecentEvents } from './recent-events.service';
import type { ShapesDropped } from './shapes-dropped.service';

/** Who may see the admin area: an admin; anyone else signed in is forbidden; anonymous signs in. */
export type AdminAccess = 'admin' | 'forbidden' | 'sign-in';

export interface AdminDashboardDeps {
  readonly recentEvents: Pick<RecentEvents, 'list'>;
  /** The content shapes dropped in the last hour; absent: none listed. */
  readonly shapesDropped?: Pick<ShapesDropped, 'list'>;
  readonly status: OperationsStatusPort;
  readonly userState: UserStatePort;
  /** How many sites this replica serves. */
  readonly sitesServed: number;
  /** Whether caches and sign-in counts are shared through Redis. */
  readonly sharedCache: boolean;
  /** The content API, probed at its root for the overview; absent: not probed. */
  readonly content?: Pick<ContentPort, 'apiIndex'>;
}

export interface DashboardRequest {
  readonly site: Site;
  /** The token the purge form posts back (ADR 11). */
  readonly csrfToken: string;
  /** The page follows a purge: it says so. */
  readonly purged: boolean;
  /** The page follows a "sign out everywhere": how many sessions ended, or the form was empty. */
  readonly sessionsEnded?: number | 'missing' | null;
}

/**
 * The admin overview: who may see it, and what it shows (the site and this process, whether the
 * site's content API answers at its root now, the upstream services and the response cache as the
 * traffic so far saw them, the recent operator events, the content shapes dropped in the last
 * hour).
 */
export class AdminDashboard {
  constructor(private readonly deps: AdminDashboardDeps) {}

  access(reader: UserState): AdminAccess {
    if (reader.kind === 'anonymous') return 'sign-in';
    return this.deps.userState.isAdmin(reader) ? 'admin' : 'forbidden';
  }

  async execute(request: DashboardRequest): Promise<AdminDashboardView> {
    const { site } = request;
    const { status, recentEvents } = this.deps;
    const [traffic, index] = await Promise.all([
      status.traffic(),
      this.deps.content?.apiIndex(site),
    ]);
    const process = status.process();
    return {
      csrfToken: request.csrfToken,
      purged: request.purged,
      sessionsEnded: request.sessionsEnded ?? null,
      // Numbers and flags: the renderer words them in the site's language.
      health: {
        site: `${site.brandName} ${site.market.toUpperCase()} (${site.id})`,
        uptimeMs: process.uptimeMs,
        memoryBytes: process.memoryBytes,
        runtime: process.runtime,
        sitesServed: this.deps.sitesServed,
        sharedCache: this.deps.sharedCache,
        ...(index === undefined
          ? {}
          : {
              contentApi: index.ok
                ? { state: 'answers' as const, name: index.value.name }
                : { state: 'silent' as const },
            }),
      },
      upstreams: traffic.upstreams,
      cacheHitRatio: traffic.cacheHitRatio,
      events: recentEvents.list(),
      shapesDropped: this.deps.shapesDropped?.list() ?? [],
    };
  }
}
