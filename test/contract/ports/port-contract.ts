/**
 * What every port contract suite in this folder is run against: a target gives the port over an
 * upstream that answers (with what that upstream holds, `given`) and over one that fails. A fake
 * answers from memory and fails when `down`; an adapter answers over the sandbox or the recorded
 * API and fails over a dead upstream.
 */
import type { Site } from '../../../src/domain/site/site.types';

export interface PortSubject<P> {
  readonly port: P;
  /** The site every call is made for. */
  readonly site: Site;
}

export interface AnsweringSubject<P, G> extends PortSubject<P> {
  /** What the upstream behind the port holds, for the suite to ask about. */
  readonly given: G;
}

export interface PortTarget<P, G> {
  /** The port over an upstream that answers (a fresh one for each test where it keeps state). */
  answering(): AnsweringSubject<P, G> | Promise<AnsweringSubject<P, G>>;
  /** The port over an upstream whose every call fails (down, unreachable or 5xx). */
  failing(): PortSubject<P> | Promise<PortSubject<P>>;
  /**
   * The port over an upstream whose every call runs past its deadline, where the suite asks what
   * a timeout answers (a fake told to fail as the real client does for one).
   */
  timingOut?(): PortSubject<P> | Promise<PortSubject<P>>;
}
