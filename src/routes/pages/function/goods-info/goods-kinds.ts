export { GOODS_KIND_NAMES as GOODS_KIND_LABELS } from '../../../../contract/entities/goods-kind-names';
