import { useQuery, useSubscription } from '@apollo/client/react';
import { MyToolChangedDocument, MyToolsDocument, forgetMarketplacePages, rememberOwnTool } from '../own-tools';

/**
 * The signed-in owner's tools, kept current without polling: the server announces each tool of theirs
 * that is created or changed (here, in another tab or by an administrator); Apollo writes the changed
 * tool into its cache, and a new one is added to the list.
 */
export function useMyTools(page: number) {
  const query = useQuery(MyToolsDocument, { variables: { page }, fetchPolicy: 'cache-and-network' });
  useSubscription(MyToolChangedDocument, {
    onData({ client, data }) {
      const tool = data.data?.myToolChanged;
      if (!tool) return;
      rememberOwnTool(client.cache, tool);
      forgetMarketplacePages(client.cache);
    },
  });
  return query;
}
