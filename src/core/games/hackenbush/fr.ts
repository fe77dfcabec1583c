// French for Green Hackenbush (this folder): the game, its edges, its reasons, its picture and its messages.
import { type Catalogue } from '../../l10n/fr/catalogue';

export const FR_HACKENBUSH: Catalogue = {
  'Green Hackenbush': 'Hackenbush vert',
  'Cut one edge; every edge that no longer reaches the ground falls.':
    'Couper une arête ; toute arête qui ne touche plus le sol tombe.',
  '{name} is played on edges u-v with the ground at vertex 0: 0-1 1-2 2-0, or 0 for no edge':
    '{name} se joue sur des arêtes u-v, le sol étant le sommet 0 : 0-1 1-2 2-0, ou 0 pour aucune arête',
  'the edge {edge} has no path to the ground (vertex 0): it counts for nothing':
    "l'arête {edge} n'a aucun chemin vers le sol (le sommet 0) : elle ne compte pour rien",
  'an edge is written u-v without spaces: {edge}': 'une arête s’écrit u-v sans espaces : {edge}',
  "Write the edge '{edge}'": "Écrire l'arête '{edge}'",
  'an edge joins two vertices: write {u}-{v} {v}-w, one edge after another':
    'une arête relie deux sommets : écrivez {u}-{v} {v}-w, une arête après l’autre',
  'cut {edge}': 'couper {edge}',
  'cut {edge} (and {count} edge falls)': 'couper {edge} (et {count} arête tombe)',
  'cut {edge} (and {count} edges fall)': 'couper {edge} (et {count} arêtes tombent)',
  'the cuts inside cycles would take more than {work} steps to try one by one: the cuts listed win, others may too':
    'essayer une à une les coupes dans les cycles prendrait plus de {work} étapes : les coupes listées gagnent, d’autres peut-être aussi',
  'unknown: misère Green Hackenbush is decided by exhaustive search only, which would exceed the budget of {budget}':
    'inconnu : Hackenbush vert en misère ne se décide que par recherche exhaustive, qui dépasserait le budget de {budget}',
  '*{value} by fusion and colon': '*{value} par fusion et par le principe du deux-points',
  'the cuts inside its cycles would take more than {work} steps to try':
    'essayer les coupes dans ses cycles prendrait plus de {work} étapes',
  '{edge} is not an edge of the position before: a move only cuts':
    "{edge} n'est pas une arête de la position d'avant : un coup ne fait que couper",
  '{edges} falls with the cut of {edge}: the position after leaves it out':
    "{edges} tombe quand on coupe {edge} : la position d'après ne l'écrit pas",
  '{edges} fall with the cut of {edge}: the position after leaves them out':
    "{edges} tombent quand on coupe {edge} : la position d'après ne les écrit pas",
  '{edge} has no path to the ground before the step: it counts for nothing, and the position after leaves it out':
    "{edge} n'a aucun chemin vers le sol avant ce coup : elle ne compte pour rien, et la position d'après ne l'écrit pas",
  'nothing is cut: a move cuts one edge': "rien n'est coupé : un coup coupe une arête",
  '{count} edge is gone ({edges}), but a move cuts one edge and removes only what then falls':
    '{count} arête a disparu ({edges}), mais un coup coupe une arête et ne retire que ce qui tombe alors',
  '{count} edges are gone ({edges}), but a move cuts one edge and removes only what then falls':
    '{count} arêtes ont disparu ({edges}), mais un coup coupe une arête et ne retire que ce qui tombe alors',
  '{count} edge on the ground': '{count} arête au sol',
  '{count} edges on the ground': '{count} arêtes au sol',
  '{ground}; {count} edge off it counts for nothing': '{ground} ; {count} arête hors du sol ne compte pour rien',
  '{ground}; {count} edges off it count for nothing': '{ground} ; {count} arêtes hors du sol ne comptent pour rien',
  '{shown} and {count} more': '{shown} et {count} autres',
  'No cycle and no loop: the graph is a tree, and the colon principle alone gives its value.':
    'Ni cycle ni boucle : le graphe est un arbre, et le principe du deux-points suffit à donner sa valeur.',
  'Fusion principle: the vertices of every cycle fuse into one, their edges becoming loops worth *1 each; {count} part is fused.':
    'Principe de fusion : les sommets de chaque cycle fusionnent en un seul, ses arêtes devenant des boucles valant *1 chacune ; {count} partie est fusionnée.',
  'Fusion principle: the vertices of every cycle fuse into one, their edges becoming loops worth *1 each; {count} parts are fused.':
    'Principe de fusion : les sommets de chaque cycle fusionnent en un seul, ses arêtes devenant des boucles valant *1 chacune ; {count} parties sont fusionnées.',
  'Colon principle: a branch hanging by one edge, of value *v, is worth *(v + 1); the loops and branches at a vertex add as Nim heaps (XOR).':
    'Principe du deux-points : une branche suspendue par une arête, de valeur *v, vaut *(v + 1) ; les boucles et les branches d’un sommet s’ajoutent comme des tas de Nim (XOR).',
  '| part | vertices | loops | hangs by | value with its branches |':
    '| partie | sommets | boucles | suspendue par | valeur avec ses branches |',
  'the ground': 'le sol',
  'part {part} ({vertices}): {loops} loops, hangs by {by}, value {value}':
    'partie {part} ({vertices}) : {loops} boucles, suspendue par {by}, valeur {value}',
  '{count} more part is not listed.': '{count} autre partie n’est pas listée.',
  '{count} more parts are not listed.': '{count} autres parties ne sont pas listées.',
  'The value of the graph is {value}.': 'La valeur du graphe est {value}.',
  'Value 0: every cut leaves a position of another value, from which the opponent can return to 0; the player to move loses.':
    "Valeur 0 : toute coupe laisse une position d'une autre valeur, d'où l'adversaire peut revenir à 0 ; le joueur qui a le trait perd.",
  'A value other than 0: some cut leaves a position of value 0, and the player to move wins.':
    'Une valeur autre que 0 : une coupe laisse une position de valeur 0, et le joueur qui a le trait gagne.',
  'Green Hackenbush by fusion and colon: value {value}': 'Hackenbush vert par fusion et deux-points : valeur {value}',
  'ground (vertex 0)': 'sol (sommet 0)',
  '{count} edge higher up is not drawn': '{count} arête plus haut n’est pas dessinée',
  '{count} edges higher up are not drawn': '{count} arêtes plus haut ne sont pas dessinées',
  ' The picture leaves out {count} edge higher up.': ' Le dessin laisse de côté {count} arête plus haut.',
  ' The picture leaves out {count} edges higher up.': ' Le dessin laisse de côté {count} arêtes plus haut.',
  'Cut {edge}': 'Couper {edge}',
  'The winning cut is marked: {names}.': 'La coupe gagnante est marquée : {names}.',
  'The winning cuts are marked: {names}{more}.': 'Les coupes gagnantes sont marquées : {names}{more}.',
  ' and {count} more': ' et {count} autres',
  'Green Hackenbush: {count} edge on the ground': 'Hackenbush vert : {count} arête au sol',
  'Green Hackenbush: {count} edges on the ground': 'Hackenbush vert : {count} arêtes au sol',
  ', up to {count} edge high.': ', jusqu’à {count} arête de haut.',
  ', up to {count} edges high.': ', jusqu’à {count} arêtes de haut.',
  'expected edges u-v with the ground at vertex 0 (0-1 1-2 2-0), or 0 for no edge':
    'des arêtes u-v sont attendues, le sol étant le sommet 0 (0-1 1-2 2-0), ou 0 pour aucune arête',
};
