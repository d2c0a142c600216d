/** Ad placements come from the ad network (SPEC §1); until it fills them they are quiet, labelled boxes. */
export type AdPlacement = 101 | 103 | 104;

export function AdSlot({ placement, variant = 'inline' }: { placement: AdPlacement; variant?: 'inline' | 'banner' }) {
  return (
    <aside
      className={`ad-slot ad-slot--${variant}`}
      aria-label="Advertisement"
      data-ad-placement={placement}
      data-testid={`ad-${placement}`}
    >
      <span className="ad-slot__label">Advertisement</span>
    </aside>
  );
}
