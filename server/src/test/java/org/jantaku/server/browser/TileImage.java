package org.jantaku.server.browser;

import java.awt.image.BufferedImage;
import java.util.HashMap;
import java.util.Map;

/**
 * The pixels of one tile cut out of a page capture, to judge what the browser really drew: how much
 * of the face is ink (pixels unlike the face's own colour), what that colour is, and a coarse colour
 * signature to tell two faces apart.
 */
record TileImage(BufferedImage image) {
    /** The tile at (x, y, w, h) CSS pixels of a capture taken at scale 1, without its outer tenth on each side and its lower edge. */
    static TileImage cut(BufferedImage capture, double x, double y, double w, double h, double faceShare) {
        int left = (int) Math.round(x + w * 0.1);
        int top = (int) Math.round(y + h * 0.06);
        int width = (int) Math.round(w * 0.8);
        int height = (int) Math.round(h * faceShare - h * 0.12);
        return new TileImage(capture.getSubimage(left, top, Math.max(1, width), Math.max(1, height)));
    }

    /** The face of a tile at (x, y, w, h): its top faceShare of the height, without 8 % of the face on each side. */
    static TileImage face(BufferedImage capture, double x, double y, double w, double h, double faceShare) {
        double fh = h * faceShare;
        int left = (int) Math.round(x + w * 0.08);
        int top = (int) Math.round(y + fh * 0.08);
        return new TileImage(capture.getSubimage(left, top, Math.max(1, (int) Math.round(w * 0.84)), Math.max(1, (int) Math.round(fh * 0.84))));
    }

    /** The most frequent colour (to a step of 16 per channel): the face the drawing is on. */
    int ground() {
        Map<Integer, Integer> count = new HashMap<>();
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                count.merge(image.getRGB(x, y) & 0xF0F0F0, 1, Integer::sum);
            }
        }
        return count.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
    }

    /** The share of pixels whose colour differs from the ground by more than 96 (sum over R, G, B). */
    double ink() {
        int g = ground();
        int inked = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if (distance(image.getRGB(x, y), g) > 96) {
                    inked++;
                }
            }
        }
        return (double) inked / (image.getWidth() * image.getHeight());
    }

    /** The image a quarter turn to the left (its top goes to the left side). */
    TileImage turnedLeft() {
        BufferedImage out = new BufferedImage(image.getHeight(), image.getWidth(), BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < out.getHeight(); y++) {
            for (int x = 0; x < out.getWidth(); x++) {
                out.setRGB(x, y, image.getRGB(image.getWidth() - 1 - y, x));
            }
        }
        return new TileImage(out);
    }

    /** The image a quarter turn to the right. */
    TileImage turnedRight() {
        return turnedLeft().turnedLeft().turnedLeft();
    }

    /** The mean colour of each cell of a 6 × 8 grid, as R, G, B in one array. */
    double[] signature() {
        return signature(6, 8);
    }

    /** The mean colour of each cell of a grid of cols × rows, as R, G, B in one array. */
    double[] signature(int cols, int rows) {
        double[] out = new double[cols * rows * 3];
        int[] n = new int[cols * rows];
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int cell = (y * rows / image.getHeight()) * cols + x * cols / image.getWidth();
                int rgb = image.getRGB(x, y);
                out[cell * 3] += (rgb >> 16) & 0xFF;
                out[cell * 3 + 1] += (rgb >> 8) & 0xFF;
                out[cell * 3 + 2] += rgb & 0xFF;
                n[cell]++;
            }
        }
        for (int i = 0; i < out.length; i++) {
            out[i] /= Math.max(1, n[i / 3]);
        }
        return out;
    }

    /** The mean difference per channel of two signatures (0 the same, 255 opposite). */
    static double difference(double[] a, double[] b) {
        double sum = 0;
        for (int i = 0; i < a.length; i++) {
            sum += Math.abs(a[i] - b[i]);
        }
        return sum / a.length;
    }

    static int distance(int a, int b) {
        return Math.abs(((a >> 16) & 0xFF) - ((b >> 16) & 0xFF)) + Math.abs(((a >> 8) & 0xFF) - ((b >> 8) & 0xFF))
                + Math.abs((a & 0xFF) - (b & 0xFF));
    }

    /** Whether a colour is the tiles' back: green well above red. */
    static boolean isBack(int rgb) {
        return ((rgb >> 8) & 0xFF) > ((rgb >> 16) & 0xFF) + 30;
    }
}
