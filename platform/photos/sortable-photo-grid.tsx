import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Photo } from './photo-list';
import { photoMessages as t } from './photo-messages';
import { PhotoTile, TileList, type PhotoTileProps } from './photo-tile';

// Drag and drop for the photo list, loaded with the first photo (dnd kit is ~17 KB gzip; a seller who has not chosen a
// photo does not need it). dnd kit because it does both: pointer and touch on the handle, and the keyboard (space or
// enter picks a photo up, the arrows move it, space drops it, escape cancels) with screen reader announcements.

type TileActions = Pick<PhotoTileProps, 'onRemove' | 'onMakeCover' | 'onRetry'>;

export interface SortablePhotoGridProps {
  photos: readonly Photo[];
  actionsFor: (photo: Photo, index: number) => TileActions;
  onMove: (from: number, to: number) => void;
}

function SortableTile({ photo, index, total, actions }: { photo: Photo; index: number; total: number; actions: TileActions }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: photo.id });
  return (
    <PhotoTile
      ref={setNodeRef}
      photo={photo}
      index={index}
      total={total}
      {...actions}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      handle={{ ...attributes, ...listeners, ref: setActivatorNodeRef }}
    />
  );
}

export default function SortablePhotoGrid({ photos, actionsFor, onMove }: SortablePhotoGridProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const positionOf = (id: UniqueIdentifier) => photos.findIndex((photo) => photo.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t.dragStart(positionOf(active.id)),
    onDragOver: ({ over }) => (over ? t.dragOver(positionOf(over.id)) : undefined),
    onDragEnd: ({ over }) => (over ? t.dragEnd(positionOf(over.id)) : t.dragCancel),
    onDragCancel: () => t.dragCancel,
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t.dragInstructions } }}
    >
      <SortableContext items={photos.map((photo) => photo.id)} strategy={rectSortingStrategy}>
        <TileList>
          {photos.map((photo, index) => (
            <SortableTile key={photo.id} photo={photo} index={index} total={photos.length} actions={actionsFor(photo, index)} />
          ))}
        </TileList>
      </SortableContext>
    </DndContext>
  );
}
