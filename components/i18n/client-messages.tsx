import "server-only";
import { CLIENT_MESSAGES, type ClientMessagesFile } from "./client-messages.generated";
import { MessagesProvider } from "./messages-provider";

/**
 * The texts the client components of one page or layout use, and only those: `file` is its path under app/
 * ("(app)/dashboard/page"). The list is read from the source by `npm run generate` (the client components'
 * useTranslations and message keys, and the keys their server actions can return); tests/unit/client-messages.test.ts
 * fails when it is out of date.
 */
export function ClientMessages({ file, children }: { file: ClientMessagesFile; children: React.ReactNode }) {
  return <MessagesProvider namespaces={CLIENT_MESSAGES[file]}>{children}</MessagesProvider>;
}

/**
 * A page whose whole output (early returns included) sits under its own texts. A provider below the layout's
 * replaces it for the page: the layout's list covers only the layout's own client components.
 */
export function withClientMessages<P extends object>(
  file: ClientMessagesFile,
  Page: (props: P) => React.ReactNode | Promise<React.ReactNode>,
) {
  return function PageWithClientMessages(props: P) {
    return (
      <ClientMessages file={file}>
        <Page {...props} />
      </ClientMessages>
    );
  };
}
