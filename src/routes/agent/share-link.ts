import { agentLink } from '../../domain/goods-agent';
import { AGENT_TEXTS as T } from '../../ui/agent-texts';
import { alertDialog, toast } from '../../ui/feedback';
import { PATHS } from '../paths';

/** Copies the agent's link; where the browser refuses the clipboard (no permission, http), shows it to copy by hand. */
export async function shareAgentLink(goodsId: string, agentId: string): Promise<void> {
  const link = agentLink(`${location.origin}${location.pathname}`, PATHS.goodsInfo, goodsId, agentId);
  try {
    await navigator.clipboard.writeText(link);
    toast(T.copied);
  } catch {
    await alertDialog(T.linkTitle, link);
  }
}
