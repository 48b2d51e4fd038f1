import { useNavigation } from 'react-router';

/** A thin bar at the very top while a route (its code or its data) is loading. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden" aria-hidden="true">
      <div className="progress-indeterminate h-full w-2/5 bg-primary" />
    </div>
  );
}
