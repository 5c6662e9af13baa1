import { useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { PULL_THRESHOLD, REFRESHING_MS } from '../../domain/constants';
import { clampPullDistance, PULL_STATES, pullStateFor, type PullState } from '../../domain/pull-refresh';
import { TEXTS } from '../texts';

interface PullRefreshProps {
  onRefresh(): Promise<unknown>;
  children: ReactNode;
}

/**
 * spec §4 pull-down refresh: 1 pulling below the threshold (50), 2 release at
 * or beyond it, 3 refreshing, which ends after about 1.5 s; the pull stops at 100.
 */
export function PullRefresh({ onRefresh, children }: PullRefreshProps) {
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState | 0>(0);
  const startY = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    if (state === PULL_STATES.refreshing || window.scrollY > 0) return;
    startY.current = event.touches[0]?.clientY ?? null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (startY.current === null) return;
    const pulled = clampPullDistance((event.touches[0]?.clientY ?? startY.current) - startY.current);
    setDistance(pulled);
    setState(pulled > 0 ? pullStateFor(pulled) : 0);
  };
  const onTouchEnd = async () => {
    startY.current = null;
    if (state !== PULL_STATES.release) {
      setDistance(0);
      setState(0);
      return;
    }
    setState(PULL_STATES.refreshing);
    setDistance(PULL_THRESHOLD);
    await Promise.all([onRefresh().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REFRESHING_MS))]);
    setState(0);
    setDistance(0);
  };

  return (
    <div className="pull-refresh" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={() => void onTouchEnd()}>
      <div className="pull-refresh__head" style={{ height: distance }} aria-live="polite" data-state={state}>
        {state !== 0 && TEXTS.discovery.pullStates[state]}
      </div>
      {children}
    </div>
  );
}
