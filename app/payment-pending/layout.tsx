import { MessagesProvider } from "@/components/i18n/messages-provider";

/** Every client text for the forms below (the root layout hands out only its own namespaces). */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <MessagesProvider>{children}</MessagesProvider>;
}
