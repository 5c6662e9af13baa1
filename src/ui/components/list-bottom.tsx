import { InfiniteScroll, type InfiniteScrollProps } from 'antd-mobile';
import { TEXTS } from '../texts';
import { LoadingDots } from './loading-dots';

/**
 * The bottom of every paged list: reaching it loads the next page. The kit's own bottom animates its dots even below
 * the fold (LoadingDots says why); this one says the same words with dots that rest while unseen.
 */
export function ListBottom({ children, ...props }: Omit<InfiniteScrollProps, 'children'> & { children?: InfiniteScrollProps['children'] }) {
  return (
    <InfiniteScroll {...props}>
      {children ?? ((hasMore, failed, retry) => {
        if (!hasMore) return <span>{TEXTS.common.noMore}</span>;
        if (failed) return <span>{TEXTS.common.loadFailed} <a onClick={() => void retry()}>{TEXTS.common.retry}</a></span>;
        return <span>{TEXTS.common.loadingShort}<LoadingDots /></span>;
      })}
    </InfiniteScroll>
  );
}
