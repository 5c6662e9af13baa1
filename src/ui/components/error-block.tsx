import { createErrorBlock } from 'antd-mobile';
import { defaultImage } from 'antd-mobile/es/components/error-block/images/default';
import { emptyImage } from 'antd-mobile/es/components/error-block/images/empty';

/**
 * antd-mobile's ErrorBlock with only the two pictures the shell and the home show (`empty`, `default`):
 * the stock one carries four, about 3 KB gzip more in the first chunk.
 */
export const ErrorBlock = createErrorBlock({ default: defaultImage, empty: emptyImage });
