import { DotLoading } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';

/**
 * antd-mobile's DotLoading is an SVG animation that redraws the page sixty times a second for as long as it is in the
 * page, seen or not: a list's bottom (加载中 below the fold) kept an idle home page busy at a fifth of a core and
 * drained a phone's battery. These dots move only while they are on screen.
 */
export function LoadingDots({ color }: { color?: 'default' | 'primary' | 'white' }) {
  const anchor = useRef<HTMLSpanElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setSeen(entry?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return <span ref={anchor} className="loading-dots">{seen ? <DotLoading color={color ?? 'default'} /> : '…'}</span>;
}
