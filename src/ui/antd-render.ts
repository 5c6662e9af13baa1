import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

// antd-mobile's imperative Toast/Dialog render nothing under React 19 without this (STACK-NOTES).
unstableSetRender((node, container) => {
  const el = container as Element & { _reactRoot?: Root };
  el._reactRoot ||= createRoot(el);
  el._reactRoot.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    el._reactRoot?.unmount();
    delete el._reactRoot;
  };
});
