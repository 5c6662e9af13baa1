import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';

/** ErrorBlock's two pictures (error-block.tsx loads them in a chunk of their own). */
export const ERROR_BLOCK_PICTURES = { default: defaultImage, empty: emptyImage };
