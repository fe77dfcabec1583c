// Text helpers with no dependency, shared by the editor's texts and the play webview.

/** Numbers of more than `max` digits shortened to their ends, for texts a person reads (JSON keeps them whole). */
export function abbreviateNumbers(text: string, max = 24): string {
  return text.replace(new RegExp(`\\d[\\d_]{${max},}`, 'g'), (n) => {
    const digits = n.replace(/_/g, '').length;
    return `${n.slice(0, 8)}…${n.slice(-8)} (${digits} digits)`;
  });
}
