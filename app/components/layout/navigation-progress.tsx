/**
 * A thin bar across the top while the next page is on its way (a link followed once the page has
 * hydrated: the router fetches the page's data and code before it shows anything). On a slow phone
 * that takes seconds, in which a tapped link otherwise looked dead. It appears after 0.3 s (a fast
 * navigation shows nothing) and slows as it goes (`animate-nav-progress`, app/app.css); with reduced
 * motion it is a still bar. Rendered only while navigating, so it is in no page's HTML.
 */
export function NavigationProgress() {
  return (
    <div
      aria-hidden="true"
      data-testid="navigation-progress"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1 origin-left animate-nav-progress bg-brand-600 motion-reduce:animate-none"
    />
  );
}
