// antd-mobile's imperative overlays. They bring react-spring, so feedback.ts loads this module on first use, not
// with the page. Every imperative Toast or Dialog goes through feedback.ts, so the React 19 render hook is set here.
import './antd-render';

export { Dialog, Toast } from 'antd-mobile';
