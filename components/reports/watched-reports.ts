// Reports this tab asked for (generate or retry), so the history announces 'Relatório pronto!' for them even
// when the rendering finished before the page saw them 'Processando'.
const watched = new Set<string>();

export function watchReport(id: string): void {
  watched.add(id);
}

/** True once per watched id. */
export function takeWatched(id: string): boolean {
  return watched.delete(id);
}
