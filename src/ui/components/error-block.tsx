import { useEffect, useState } from 'react';
import { createErrorBlock, type ErrorBlockProps } from 'antd-mobile';

type Pictures = typeof import('./error-block-pictures').ERROR_BLOCK_PICTURES;

/**
 * antd-mobile's ErrorBlock with only the two pictures the app shows (`empty`, `default`); the stock one carries four.
 * The pictures (about 4 KB gzip) are a chunk fetched at start, not part of the first chunk the home paints with
 * (decision 008): a block shown before they are in gets its picture a moment later, in the same space.
 */
const pictures = import('./error-block-pictures').then((m) => m.ERROR_BLOCK_PICTURES, () => null);
let loaded: Pictures | null = null;
void pictures.then((p) => { loaded = p; });

const Block = createErrorBlock({});

export function ErrorBlock(props: ErrorBlockProps) {
  const [shown, setShown] = useState(loaded);
  useEffect(() => {
    if (!shown) void pictures.then(setShown);
  }, [shown]);
  const status = props.status === 'empty' ? 'empty' : 'default';
  return <Block {...props} image={props.image ?? shown?.[status] ?? <span />} />;
}
