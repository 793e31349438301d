/**
 * Reordering a list by dragging a row onto another (HTML drag and drop: a mouse on a desktop, where
 * staff arrange a menu); the rows' arrow buttons do the same from a keyboard or a phone.
 */
import { useState, type DragEvent } from 'react';

export function useDragOrder(onMove: (from: number, to: number) => void) {
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const rowProps = (index: number) => ({
    draggable: true,
    'data-drag-over': over === index && dragging !== index ? 'true' : undefined,
    onDragStart: (event: DragEvent) => {
      setDragging(index);
      event.dataTransfer.effectAllowed = 'move';
      // Firefox starts a drag only with data set.
      event.dataTransfer.setData('text/plain', String(index));
    },
    onDragOver: (event: DragEvent) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setOver(index);
    },
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      if (dragging !== null && dragging !== index) onMove(dragging, index);
      setDragging(null);
      setOver(null);
    },
    onDragEnd: () => {
      setDragging(null);
      setOver(null);
    },
  });
  return rowProps;
}
