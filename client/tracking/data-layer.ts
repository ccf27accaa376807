/** The tag manager's data layer (`window.dataLayer`); events are pushed here whatever happens. */
export type DataLayerEvent = object;

interface DataLayerWindow {
  dataLayer?: DataLayerEvent[];
}

export function dataLayer(): DataLayerEvent[] {
  const target = window as DataLayerWindow;
  target.dataLayer = target.dataLayer ?? [];
  return target.dataLayer;
}

export function push(event: DataLayerEvent): void {
  dataLayer().push(event);
}
