/** The home's reach-bottom loader, a chunk of its own: it is needed only once cards are on screen. */
export { ListBottom } from '../../../../../ui/components/list-bottom';
