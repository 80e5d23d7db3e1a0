#include <graphviz/gvc.h>
#include <graphviz/gvplugin_device.h>
#include <cairo/cairo.h>
#include <zlib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// Helpers for GraphvizRender that are simpler in C than through Swift's C interop, and the one
// place that knows how Graphviz versions differ. Tested with Debian's 2.42 and with 14.1.
//
// What changed between those versions, told apart by the headers being built against (the
// `libgvc` that pkg-config finds is the one linked):
// - Graphviz 13 removed `Agiddisc_t.alloc` and `agsetfile` (each `agread` then starts counting
//   lines at 1), `gvRenderData` takes its length as a `size_t *` instead of an `unsigned int *`, and
//   `agstrfree` asks whether the string is HTML-like.
//   The same release removed cgraph's `agnew` macro, present in every earlier one: its absence
//   marks Graphviz 13 and later (`GRAPHVIZ_VERSION_MAJOR` only exists from 14 on).
// - Graphviz 9 removed `Agdisc_t.mem`; disciplines here are built with designated initializers,
//   so an older cgraph finds that field null and uses its default allocator, as `agread` does.
// - Two pitfalls measured in 2.42 are repaired for the releases before 13 only: dot's rank arrays
//   (`cgraphviz_repair_rank_arrays`) and the message buffer (`cgraphviz_reserve_message_buffer`).
//   Graphviz 14's sources grow a rank's array in place of both pointers and format each message
//   with `va_copy` into a buffer of its size; for a release in between that already has the fix,
//   each repair finds nothing to do.
#if defined(agnew)
#define CGRAPHVIZ_BEFORE_13 1
#else
#define CGRAPHVIZ_BEFORE_13 0
#endif

/// DOT text being read by cgraph from memory: the bytes, their count and the read position.
typedef struct {
    const char *text;
    size_t length;
    size_t position;
} cgraphviz_text_channel;

/// `Agiodisc_t.afread` for a `cgraphviz_text_channel`: hands cgraph one line at a time, as
/// `agmemread` and the file reader do, so line numbers in messages match `dot`'s, and ends a piece
/// after each `}` too. A graph's closing brace then ends the last piece cgraph reads for it: from
/// Graphviz 13 on each `agread` has a scanner of its own, dropped with whatever it read past its
/// graph, so text after the graph in the same piece would never be seen.
static inline int cgraphviz_read_line(void *channel, char *buffer, int capacity) {
    cgraphviz_text_channel *source = channel;
    int count = 0;
    while (count < capacity && source->position < source->length) {
        char character = source->text[source->position++];
        buffer[count++] = character;
        if (character == '\n' || character == '}') break;
    }
    return count;
}

/// `Agiodisc_t.putstr` as in cgraph's default discipline: writes to a `FILE *`.
static inline int cgraphviz_put_string(void *channel, const char *text) {
    return fputs(text, channel);
}

/// `Agiodisc_t.flush` as in cgraph's default discipline: flushes a `FILE *`.
static inline int cgraphviz_flush(void *channel) {
    return fflush(channel);
}

/// Reads the graph in DOT text in memory, giving cgraph `ids` as its ID discipline, and reads
/// the text to its end: cgraph's scanner would otherwise hand the unread rest to the next read.
/// Graphs after the first are closed and counted in `*later_graphs`; a syntax error after the
/// first graph is reported to the error handler. Returns NULL when the text holds no graph or
/// starts with a syntax error. Line numbers in messages restart at 1, with no file name. The graph
/// keeps a pointer to the I/O discipline, so it is static and constant.
static inline Agraph_t *cgraphviz_read_graph(const char *text, size_t length, Agiddisc_t *ids, int *later_graphs) {
    static Agiodisc_t memory_io = { .afread = cgraphviz_read_line, .putstr = cgraphviz_put_string, .flush = cgraphviz_flush };
    Agdisc_t discipline = { .id = ids, .io = &memory_io };
    cgraphviz_text_channel channel = { text, length, 0 };
#if CGRAPHVIZ_BEFORE_13
    agsetfile(NULL);
#endif
    Agraph_t *graph = agread(&channel, &discipline);
    *later_graphs = 0;
    if (graph == NULL) return NULL;
    Agraph_t *later;
    while ((later = agread(&channel, &discipline)) != NULL) {
        (*later_graphs)++;
        agclose(later);
    }
    return graph;
}

/// The callbacks of an ID discipline (`Agiddisc_t`) that every Graphviz version has.
typedef struct {
    void *(*open)(Agraph_t *graph, Agdisc_t *discipline);
    long (*map)(void *state, int object_type, char *name, IDTYPE *id, int create);
    void (*free)(void *state, int object_type, IDTYPE id);
    char *(*print)(void *state, int object_type, IDTYPE id);
    void (*close)(void *state);
    void (*idregister)(void *state, int object_type, void *object);
} cgraphviz_id_callbacks;

#if CGRAPHVIZ_BEFORE_13
/// `Agiddisc_t.alloc` before Graphviz 13: refuses every ID asked for by number.
static inline long cgraphviz_refuse_explicit_id(void *state, int object_type, IDTYPE id) {
    (void)state; (void)object_type; (void)id;
    return 0;
}
#endif

/// A new ID discipline (never freed: a graph keeps a pointer to it) calling `callbacks`.
static inline Agiddisc_t *cgraphviz_new_id_discipline(cgraphviz_id_callbacks callbacks) {
    Agiddisc_t *discipline = calloc(1, sizeof(Agiddisc_t));
    if (discipline == NULL) return NULL;
    *discipline = (Agiddisc_t){
        .open = callbacks.open, .map = callbacks.map, .free = callbacks.free,
        .print = callbacks.print, .close = callbacks.close, .idregister = callbacks.idregister,
#if CGRAPHVIZ_BEFORE_13
        .alloc = cgraphviz_refuse_explicit_id,
#endif
    };
    return discipline;
}

/// Gives back a graph's reference-counted copy of a plain (not HTML-like) string, made with `agstrdup`.
static inline void cgraphviz_release_string(Agraph_t *graph, const char *text) {
#if CGRAPHVIZ_BEFORE_13
    agstrfree(graph, (char *)text);
#else
    agstrfree(graph, text, false);
#endif
}

/// Draws a laid-out graph in `format` into a new buffer (free it with `gvFreeRenderData`), as
/// `gvRenderData` does, whose length parameter changed type in Graphviz 13.
static inline int cgraphviz_render_data(GVC_t *context, Agraph_t *graph, const char *format, char **result, size_t *length) {
#if CGRAPHVIZ_BEFORE_13
    unsigned int count = 0;
    int status = gvRenderData(context, graph, format, result, &count);
    *length = count;
    return status;
#else
    return gvRenderData(context, graph, format, result, length);
#endif
}

/// Grows cgraph's message buffer ahead of time. `agerr` formats into a 1024-byte buffer and,
/// when a message is longer, formats again with a spent `va_list`, which garbles the text or
/// crashes. The reservation is a warning of `capacity` spaces with no conversions, so the
/// second pass is harmless; afterwards messages up to `capacity` bytes are formatted once.
/// Call it with an error handler installed that discards the text. Before Graphviz 13 only.
static inline void cgraphviz_reserve_message_buffer(size_t capacity) {
#if !CGRAPHVIZ_BEFORE_13
    (void)capacity;
#else
    char *blank = malloc(capacity + 1);
    if (blank == NULL) return;
    memset(blank, ' ', capacity);
    blank[capacity] = '\0';
    agerr(AGWARN, blank);
    free(blank);
#endif
}

/// The resolution the next render of a laid-out graph uses (`GD_drawing(g)->dpi`; 0 means the
/// device's default). Graphviz copies the `dpi` attribute there during layout and reads it back
/// for every render job, so changing the attribute after layout has no effect, but this does.
static inline double cgraphviz_drawing_dpi(Agraph_t *graph) {
    return GD_drawing(graph)->dpi;
}

/// Sets the resolution of the next render of a laid-out graph (see `cgraphviz_drawing_dpi`).
static inline void cgraphviz_set_drawing_dpi(Agraph_t *graph, double dpi) {
    GD_drawing(graph)->dpi = dpi;
}

/// The width and height in points of a laid-out graph's bounding box (`GD_bb`), pad excluded.
static inline void cgraphviz_drawing_size(Agraph_t *graph, double *width, double *height) {
    boxf box = GD_bb(graph);
    *width = box.UR.x - box.LL.x;
    *height = box.UR.y - box.LL.y;
}

/// Undoes a dangling pointer that Graphviz 2.42's dot layout leaves behind, so that freeing the
/// layout does not free memory twice. Every rank keeps its node array twice, in `v` and in `av`
/// (the address `gvFreeLayout` frees); when dot adds the label of a flat edge (an edge between
/// two nodes of one rank, with a label and a node in between) it grows the array above with
/// `realloc` and updates `v` only, so `av` keeps the address `realloc` has already freed. Freeing
/// it again corrupts the heap: with three such edges from one node, glibc aborts. Once dot has
/// merged its connected parts (before positions, so in every laid-out graph, failed or not) the
/// root graph's `v` and `av` are the same array, so a `v` that differs is the grown one. Only the
/// root graph: a cluster's `v` points into the root's array. A graph laid out by another engine has
/// no ranks and is left alone. Before Graphviz 13 only.
static inline void cgraphviz_repair_rank_arrays(Agraph_t *root) {
#if !CGRAPHVIZ_BEFORE_13
    (void)root;
#else
    if (GD_rank(root) == NULL) return;
    for (int index = GD_minrank(root); index <= GD_maxrank(root); index++) {
        rank_t *rank = &GD_rank(root)[index];
        if (rank->v != rank->av) rank->av = rank->v;
    }
#endif
}

/// The device name of the bitmap device added by `cgraphviz_add_bitmap_device`.
#define CGRAPHVIZ_BITMAP_DEVICE "storyflow_png:cairo"

/// The bitmap device's `initialize` hook: hands the cairo renderer a context on a recording surface, so the page is
/// recorded as drawing commands (a few bytes each) rather than drawn into one bitmap of the page's size, and can be
/// drawn band by band afterwards (`cgraphviz_draw_band`). A context the caller gives is one Graphviz never destroys:
/// the `finalize` hook does.
static inline void cgraphviz_record_page(GVJ_t *job) {
    cairo_surface_t *recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, NULL);
    job->context = cairo_create(recording);
    cairo_surface_destroy(recording);
    job->external_context = 1;
}

/// The bitmap device's `finalize` hook: destroys the recording context of `cgraphviz_record_page`.
static inline void cgraphviz_end_recording(GVJ_t *job) {
    if (job->context == NULL) return;
    cairo_destroy(job->context);
    job->context = NULL;
}

/// Adds a device, `CGRAPHVIZ_BITMAP_DEVICE`, that has the cairo renderer draw the image exactly as
/// for `png:cairo` (same features: true colour, binary, 96 dpi by default), recorded
/// (`cgraphviz_record_page`), and then calls `format`, which draws the recording band by band
/// (`cgraphviz_draw_band`), encodes the bands and keeps the image (so the device writes nothing
/// through Graphviz). Graphviz's own PNG device draws the whole bitmap at once and leaves the
/// encoding to cairo and libpng at their slow default settings.
static inline void cgraphviz_add_bitmap_device(GVC_t *context, void (*format)(GVJ_t *job)) {
    static gvdevice_engine_t engine = { .initialize = cgraphviz_record_page, .format = NULL, .finalize = cgraphviz_end_recording };
    static gvdevice_features_t features = {
        .flags = GVDEVICE_BINARY_FORMAT | GVDEVICE_DOES_TRUECOLOR, .default_dpi = {96., 96.},
    };
    static gvplugin_installed_t types[] = { {0, CGRAPHVIZ_BITMAP_DEVICE, 10, &engine, &features}, {0, NULL, 0, NULL, NULL} };
    static gvplugin_api_t apis[] = { {API_device, types}, {(api_t)0, NULL} };
    static gvplugin_library_t library = { "storyflow", apis };
    engine.format = format;
    gvAddLibrary(context, &library);
}

/// The size in pixels of the page the bitmap device's job recorded.
static inline void cgraphviz_job_size(GVJ_t *job, unsigned int *width, unsigned int *height) {
    *width = job->width;
    *height = job->height;
}

/// Draws rows `top` to `top + rows` of the page the bitmap device's job recorded into a new image surface (free it
/// with `cgraphviz_free_band`), and sets `*pixels` to its premultiplied ARGB words in native byte order, rows without
/// padding: the very pixels those rows hold when the whole page is drawn at once (an offset of whole pixels changes no
/// pixel cairo draws). Only the commands that reach the band are replayed. NULL when cairo cannot allocate the band.
static inline cairo_surface_t *cgraphviz_draw_band(GVJ_t *job, int top, int rows, const uint32_t **pixels) {
    cairo_surface_t *band = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, (int)job->width, rows);
    if (cairo_surface_status(band) != CAIRO_STATUS_SUCCESS) {
        cairo_surface_destroy(band);
        return NULL;
    }
    cairo_t *painter = cairo_create(band);
    cairo_set_source_surface(painter, cairo_get_target(job->context), 0, -top);
    cairo_paint(painter);
    cairo_destroy(painter);
    cairo_surface_flush(band);
    *pixels = (const uint32_t *)cairo_image_surface_get_data(band);
    return band;
}

/// Frees a band of `cgraphviz_draw_band`.
static inline void cgraphviz_free_band(cairo_surface_t *band) {
    cairo_surface_destroy(band);
}
